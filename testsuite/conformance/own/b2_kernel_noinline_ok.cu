// DESC: VALID: __noinline__ on a __global__ function
__global__ __noinline__ void k(int *p) { *p = 1; }
