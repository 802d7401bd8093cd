// DESC: the first host call of a __device__ function with class parameters names them from the global scope (4 spaces for a global class, 1 for a namespaced one)
struct V { int x; };
namespace ns { struct W { int y; }; enum E { A }; }
__device__ V f(V a, ns::W *w, const V &r, ns::E e) { return a; }
V h2(V a) { return f(a, 0, a, ns::A); }
