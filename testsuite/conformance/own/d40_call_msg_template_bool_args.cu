// DESC: class/template-instance parameter spelling in the call message: B<true> b, B<false> *c
template <typename T, int N> struct Arr { T v[N]; };
template <typename T, typename U = int> struct P { T t; U u; };
template <bool X> struct B { };
struct V { int x; };
namespace ns { template <typename T, int N> struct Arr { T v[N]; }; struct W {}; }
__device__ void f(B<true> b, B<false> *c) {}
void h(B<true> b, B<false> *c) { f(b, c); }
