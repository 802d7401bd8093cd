// DESC: __cluster_dims__ product exceeds the third __launch_bounds__ argument, both template-dependent, instantiated
template <int C> __global__ void __launch_bounds__(64, 1, C) __cluster_dims__(4, 2, 1) k(float *p) { p[0] = C; }
void h(float *p) { k<4><<<8, 64>>>(p); }
