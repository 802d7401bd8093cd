// DESC: host code applying an operator whose overload is __device__ (namespace-scope or member, unary or binary) calls it: reported at the operator, the callee named with its class parameters spelled from the global scope and operator codes in the mangled form
struct V { int x; };
namespace ns { struct W { int y; }; }
__device__ V operator+(V a, V b) { return V{a.x + b.x}; }
__device__ V operator-(V a) { return a; }
__device__ V f(V a) { return a; }
__device__ bool operator==(ns::W a, ns::W b) { return a.y == b.y; }
struct M { int v; __device__ M operator*(const M &o) const { return M{v * o.v}; } __device__ bool operator!() const { return !v; } };
V h(V a, V b) { return a + b; }
V h2(V a) { return f(a); }
V h3(V a) { return -a; }
bool h4(ns::W a, ns::W b) { return a == b; }
M h5(M a, M b) { return a * b; }
bool h6(M a) { return !a; }
V h7(V a, V b) { V c = a + b; c = a + c; return c; }
__device__ V g3(V a, ns::W *w, const V &r) { return a; }
V h8(V a) { return g3(a, 0, a); }
int h10(int x, int y) { return x + y; }
