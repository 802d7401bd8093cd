// DESC: VALID: __launch_bounds__ with template parameter arguments, instantiated
template <int N, int M> __global__ void __launch_bounds__(N, M) k(int *p) { p[0] = N; }
void h(int *p) { k<128, 2><<<1, 128>>>(p); }
