// DESC: __launch_bounds__ third argument too large
__global__ void __launch_bounds__(128, 1, 0x100000000) k(int *p) { p[0] = 1; }
