// DESC: class/template-instance parameter spelling in the call message: P<V, V> *p, P<int> &q
template <typename T, int N> struct Arr { T v[N]; };
template <typename T, typename U = int> struct P { T t; U u; };
template <bool X> struct B { };
struct V { int x; };
namespace ns { template <typename T, int N> struct Arr { T v[N]; }; struct W {}; }
__device__ void f(P<V, V> *p, P<int> &q) {}
void h(P<V, V> *p, P<int> &q) { f(p, q); }
