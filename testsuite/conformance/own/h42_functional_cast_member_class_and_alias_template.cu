struct Plain { int *p; Plain(int *q) : p(q) {} };
template <typename T> struct Other { T *p; Other(T *q) : p(q) {} struct nested { nested(T *) {} }; };
template <typename T> using Alias = Other<T>;
template <typename T> struct Span {
  struct iterator { T *p; explicit iterator(T *q) : p(q) {} };
  struct inner2 { int *p; inner2(int *q) : p(q) {} };
  T *p_;
  Span(T *p) : p_(p) {}
  void f(int *ip) {
    auto a = iterator(p_);
    auto b = Span(p_);
    auto c = Span<T>(p_);
    auto d = Other<T>(p_);
    auto e = Other<int>(ip);
    auto g = Plain(ip);
    auto h = typename Other<T>::nested(p_);
    auto i = Alias<T>(p_);
    auto j = inner2(ip);
    auto k = Alias<int>(ip);
    (void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)h; (void)i; (void)j; (void)k;
  }
};
template <typename T> void tf(T *p, int *ip) {
    auto d = Other<T>(p);
    auto e = Other<int>(ip);
    auto g = Plain(ip);
    auto i = Alias<T>(p);
    auto k = Alias<int>(ip);
    auto h = typename Other<T>::nested(p);
    (void)d; (void)e; (void)g; (void)h; (void)i; (void)k;
}
void nf(int *ip) {
    auto e = Other<int>(ip);
    auto k = Alias<int>(ip);
    auto g = Plain(ip);
    auto h = Other<int>::nested(ip);
    (void)e; (void)g; (void)k; (void)h;
}
__global__ void kk() {}
