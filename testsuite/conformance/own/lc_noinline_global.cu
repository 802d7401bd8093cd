// DESC: __noinline__ on a __global__ function
__global__ __noinline__ void k(int *p) { p[0] = 1; }
