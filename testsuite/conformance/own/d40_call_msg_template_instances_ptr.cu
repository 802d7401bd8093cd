// DESC: class/template-instance parameter spelling in the call message: Arr<int, 2> *a, Arr<float, 3> *b
template <typename T, int N> struct Arr { T v[N]; };
struct V { int x; };
__device__ void f(Arr<int, 2> *a, Arr<float, 3> *b) {}
void h(Arr<int, 2> *a, Arr<float, 3> *b) { f(a, b); }
