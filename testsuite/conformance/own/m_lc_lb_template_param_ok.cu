// DESC: VALID: __launch_bounds__ argument from a non-type template parameter, instantiated and launched
template <int N> __global__ void __launch_bounds__(N) k(int *p) { p[0] = N; }
void h(int *p) { k<64><<<1, 64>>>(p); }
