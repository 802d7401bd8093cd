// FLAGS: -rdc=true
// DESC: __device__ and __constant__ variables and a kernel with -rdc=true
__device__ int dv;
__constant__ int cv = 7;
__global__ void k(int *p) { p[0] = dv + cv; }
void h(int *p) { k<<<1, 1>>>(p); }
