// DESC: __maxnreg__ template arg zero, instantiated by a launch
template <int R> __global__ void __maxnreg__(R) k(int *p) { p[0] = R; }
void h(int *p) { k<0><<<1, 1>>>(p); }
