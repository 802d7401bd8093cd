// DESC: VALID: __block_size__ with block and cluster tuples
__global__ void __block_size__((64, 2, 1), (2, 1, 1)) k(float *p) { p[0] = 0; }
