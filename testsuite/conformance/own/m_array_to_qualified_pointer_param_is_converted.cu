__device__ void f(const float *p, const float *q) { }
__device__ void v(volatile float *p, unsigned t) { }
__global__ void k(const float *A, unsigned t) { __shared__ float a[4]; float l[4]; f(a, A); v(a, t); f(l, A); }
