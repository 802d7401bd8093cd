// DESC: __maxnreg__ and __launch_bounds__ both on a kernel template instantiated
template <int N> __global__ void __launch_bounds__(N) __maxnreg__(N) k(int *p) { p[0] = 1; }
template __global__ void k<32>(int *);
