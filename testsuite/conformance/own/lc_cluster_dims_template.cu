// DESC: __cluster_dims__ with template args instantiated with zero
template <int X> __global__ void __cluster_dims__(X, 1, 1) k(float *p) { p[0] = 0; }
template __global__ void k<0>(float *);
