__global__ void k(double *p, long long *q) { p[0] = __shfl_xor_sync(0xffffffffu, p[1], 1); q[0] = __shfl_sync(0xffffffffu, q[1], 1); }
