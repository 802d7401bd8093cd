// DESC: __launch_bounds__ argument is a non-constexpr global variable
int threads = 128;
__global__ void __launch_bounds__(threads) k(int *p) { p[0] = 1; }
