// DESC: __block_size__ with a negative value in the cluster tuple
__global__ void __block_size__((64, 1, 1), (-2, 1, 1)) k(float *p) { p[0] = 0; }
