// DESC: __grid_constant__ applied to a kernel
__global__ __grid_constant__ void k(int *p) { p[0] = 1; }
