// DESC: template kernel: both dependent, instantiated via explicit instantiation
template <int N> __global__ void __launch_bounds__(N) __maxnreg__(N) k(int *p) { p[0] = 1; }
template __global__ void k<32>(int *);
