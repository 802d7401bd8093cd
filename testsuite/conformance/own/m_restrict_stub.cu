struct S { int a; };
__global__ void k1(float * __restrict__ a, int n) { a[n] = 0; }
__global__ void k2(int n, const float * __restrict__ b, float *__restrict__ c, S s) { c[n] = b[n]; }
template <typename T> __global__ void kt(T * __restrict__ p, T v) { *p = v; }
__global__ void k3(double * const __restrict__ d) { }
void host(float *a, const float *b) { k1<<<1, 1>>>(a, 3); kt<<<1,1>>>(a, 1.0f); }
__device__ int g(int a, int b) { return a + b; }
__global__ void k4(int * __restrict__ a, int n, int m) { a[0] = g(n, m); }
void host2(int *a, int n) { k4<<<1, 1>>>(a, 3, n); }
