// DESC: VALID: __maxnreg__ with template argument
template <int R> __global__ void __maxnreg__(R) k(int *p) { p[0] = R; }
template __global__ void k<64>(int *);
