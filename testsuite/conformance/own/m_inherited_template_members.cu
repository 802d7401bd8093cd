// DESC: members inherited through class templates and partial specializations (as cooperative groups' tiles inherit size() and thread_rank()): their result types convert operands, a static constexpr one called through an object folds outside templates; a partial specialization is named by its template's name; base clauses ending in template-ids take two spaces
namespace cgx { namespace details { template <unsigned S, class P, bool M> class impl; }
template <unsigned Size> class tile_base { public: static constexpr unsigned size() { return Size; } static unsigned thread_rank() { return 0; } };
template <unsigned Size, class P> class single : public tile_base<Size> {};
namespace details { template <unsigned S, class P> class impl<S, P, false> : public single<S, P> {}; }
template <unsigned Size, class P = void> class tile;
template <unsigned Size> class tile<Size, void> : public details::impl<Size, void, false> {};
}
namespace cg = cgx;
void f(int *out) { cg::tile<32> t; for (int o = t.size() / 2; o > 0; o /= 2) { out[o] = 1; } if (t.thread_rank() == 0) out[0] = 2; }
template <class T> void g(T *out) { cg::tile<32> t; for (int o = t.size() / 2; o > 0; o /= 2) { out[o] = 1; } if (t.thread_rank() == 0) out[0] = 2; }
void h(int *p) { g(p); }
