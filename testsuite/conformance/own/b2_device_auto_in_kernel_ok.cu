// DESC: VALID: __device__ auto function called from a kernel
__device__ auto dev(int x) { return x; }
__global__ void k(int *p) { *p = dev(1); }
