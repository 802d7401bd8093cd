__global__ void k(double *p) { p[0] = __shfl_down_sync(0xffffffffu, p[1], 1); }
