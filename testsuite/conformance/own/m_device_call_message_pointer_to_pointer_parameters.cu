// DESC: class/template-instance parameter spelling in the call message: V **v
template <typename T, int N> struct Arr { T v[N]; };
struct V { int x; };
__device__ void f(V **v) {}
void h(V **v) { f(v); }
