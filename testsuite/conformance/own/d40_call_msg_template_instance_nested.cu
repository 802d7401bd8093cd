// DESC: class/template-instance parameter spelling in the call message: Arr<int, 1> b, Arr<Arr<int, 1>, 1> a
template <typename T, int N> struct Arr { T v[N]; };
struct V { int x; };
__device__ void f(Arr<int, 1> b, Arr<Arr<int, 1>, 1> a) {}
void h(Arr<int, 1> b, Arr<Arr<int, 1>, 1> a) { f(b, a); }
