// DESC: __block_size__ with template arg instantiated as zero
template <int X> __global__ void __block_size__((X, 1, 1)) k(float *p) { p[0] = 0; }
template __global__ void k<0>(float *);
