__global__ void k(int, float *p, char) {}
__global__ void k2(int *);
__device__ void d(int) {}
void h(int *q) { k<<<1, 1>>>(1, 0, 'a'); }
