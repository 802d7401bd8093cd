// DESC: alias of a class template instance as a __device__ parameter
template <typename T, int N> struct Arr { T v[N]; };
using F4 = Arr<float, 4>;
__device__ float f(const F4 &a) { return a.v[0]; }
float h(const F4 &a) { return f(a); }
