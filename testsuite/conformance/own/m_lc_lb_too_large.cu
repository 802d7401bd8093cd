// DESC: __launch_bounds__ with a value that does not fit in 32 bits
__global__ void __launch_bounds__(0x100000000) k(int *p) { p[0] = 1; }
