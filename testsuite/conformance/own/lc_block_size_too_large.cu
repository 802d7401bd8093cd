// DESC: __block_size__ with a dimension too large
__global__ void __block_size__((0x100000000, 1, 1)) k(float *p) { p[0] = 0; }
