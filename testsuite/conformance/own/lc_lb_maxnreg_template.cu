// DESC: __launch_bounds__ and __maxnreg__ on a kernel template
template <typename T> __global__ void __launch_bounds__(64) __maxnreg__(40) k(T *p) { p[0] = 1; }
