// DESC: kernel with __launch_bounds__ and __restrict__
__global__ void __launch_bounds__(256, 2) k(const float *__restrict__ a, float *__restrict__ b) { b[threadIdx.x] = a[threadIdx.x]; }
void h(const float *a, float *b) { k<<<1, 256>>>(a, b); }
