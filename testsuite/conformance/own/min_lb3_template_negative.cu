// DESC: __launch_bounds__ 3rd arg from template instantiated negative
template <int X> __global__ void __launch_bounds__(128, 1, X) k(float *p) { p[0] = 0; }
template __global__ void k<-1>(float *);
