// DESC: __device__ function calling a __global__ function without configuration
__global__ void k(int *p) { *p = 1; }
__device__ void d(int *p) { k(p); }
