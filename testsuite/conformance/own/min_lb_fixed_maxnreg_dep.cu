// DESC: template kernel: fixed __launch_bounds__(64) with dependent __maxnreg__(R)
template <int R> __global__ void __launch_bounds__(64) __maxnreg__(R) k(int *p) { p[0] = 1; }
