// DESC: in a template, a call through a namespace alias to a function template or an overloaded function with an argument of dependent type names the namespace the alias stands for; other calls keep the alias; a namespace alias ends its line
namespace coop { int f(int x) { return x; } int f2(int x) { return x; } float f2(float x) { return x; } template <class T> T h(T x) { return x; } template <class T> struct P { T operator()() const { return T(); } }; namespace inner { template <class T> T k(T x) { return x; } } }
namespace cg = coop;
namespace ci = coop::inner;
template <class T> T use2(T a) { return cg::f2(a) + cg::h(a) + cg::P<T>()() + ci::k(a) + cg::inner::k(a) + cg::f2(1); }
template <class T> T use3(T a) { return coop::h(a) + cg::h(1); }
int use4(int a) { return cg::h(a) + cg::h<int>(a) + ci::k(a); }
namespace cgroups { template <unsigned N> struct mem { int a[N]; }; struct blk {}; blk tb() { return blk(); } template <unsigned N> blk tb(mem<N> &) { return blk(); } template <class G> void sync(G &) {} }
namespace grp = cgroups;
template <class T, unsigned B> void kk(T *p) { static grp::mem<B> scratch; auto cta = grp::tb(scratch); grp::sync(cta); }
template <class T, unsigned B> void hh(T *p) { grp::mem<B> scratch; auto cta = grp::tb(scratch); grp::sync(cta); }
int main() { kk<int, 4>(0); hh<int, 4>(0); return use2(1) + use3(1) + use4(1); }
