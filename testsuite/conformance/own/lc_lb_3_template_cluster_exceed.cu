// DESC: template kernel: __cluster_dims__ product from template exceeds __launch_bounds__ 3rd arg
template <int C> __global__ void __launch_bounds__(64, 1, 2) __cluster_dims__(C, 1, 1) k(float *p) { p[0] = 0; }
template __global__ void k<4>(float *);
