// DESC: __launch_bounds__ with 0x80000000 (fits in unsigned 32)
__global__ void __launch_bounds__(0x80000000) k(int *p) { p[0] = 1; }
