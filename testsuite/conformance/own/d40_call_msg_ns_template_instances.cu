// DESC: class/template-instance parameter spelling in the call message: ns::Arr<int, 2> *a, ns::Arr<int, 3> *b
template <typename T, int N> struct Arr { T v[N]; };
template <typename T, typename U = int> struct P { T t; U u; };
template <bool X> struct B { };
struct V { int x; };
namespace ns { template <typename T, int N> struct Arr { T v[N]; }; struct W {}; }
__device__ void f(ns::Arr<int, 2> *a, ns::Arr<int, 3> *b) {}
void h(ns::Arr<int, 2> *a, ns::Arr<int, 3> *b) { f(a, b); }
