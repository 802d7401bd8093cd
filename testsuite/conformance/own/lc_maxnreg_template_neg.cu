// DESC: __maxnreg__ with template argument instantiated negative
template <int R> __global__ void __maxnreg__(R) k(int *p) { p[0] = R; }
template __global__ void k<-1>(int *);
