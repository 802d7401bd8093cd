__device__ float g(float a, float b) { return a * b; }
template <class T> __device__ T f(T a, T b) { return g(a, b) + a; }
template <class T> __device__ T h(T a, T b) { return f(a, b) * f(b, a); }
template <class T, class O> __device__ T red(T a, T b) { return O::apply(a, b); }
struct Add { __device__ static float apply(float a, float b) { return a + b; } };
static __device__ float unused(float *p) { return f((double)p[0], (double)p[1]); }
__global__ void k(float *p) { p[0] = f(p[1], p[2]) + h(p[1], p[2]) + red<float, Add>(p[0], p[1]); }
__global__ void k2(double *p) { p[0] = f(p[1], p[2]) + f<float>(1.0f, p[0]); }
