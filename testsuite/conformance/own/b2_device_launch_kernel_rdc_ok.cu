// FLAGS: -rdc=true
// DESC: VALID: __device__ function launching a kernel with -rdc=true
__global__ void k(int *p) { *p = 1; }
__device__ void d(int *p) { k<<<1, 1>>>(p); }
