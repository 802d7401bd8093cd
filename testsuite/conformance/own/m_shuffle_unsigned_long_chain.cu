__global__ void k(unsigned long *p) { p[0] = __shfl_down_sync(0xffffffffu, p[1], 1); }
