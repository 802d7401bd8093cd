// DESC: template kernel: dependent __launch_bounds__(N) with fixed __maxnreg__(32)
template <int N> __global__ void __launch_bounds__(N) __maxnreg__(32) k(int *p) { p[0] = 1; }
