// DESC: a class template's own name used as a scope inside it prints with its parameters; typename stays
template <typename T, int N> struct S {
  using V = T;
  static const int M = N;
  struct I { T v[N]; };
  static typename S::V zero() { return V(); }
  typename S::V one(typename S::V x) const { typename S::V y = x; return y; }
  typename S::I make() const { return typename S::I(); }
  S *self() { return this; }
  int m() { return S::M + S<T, N>::M; }
};
template <typename... Ts> struct P { typedef int type; static typename P::type g() { return 0; } };
template <typename T, int N> __global__ void k(typename S<T, N>::I *p) { p->v[0] = T(); }
void h(S<int, 4>::I *p) { S<int, 4> s; s.zero(); s.m(); P<int, char>::g(); k<int, 4><<<1, 1>>>(p); }
