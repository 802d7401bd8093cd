// DESC: __launch_bounds__ value exceeding 32 bits
__global__ void __launch_bounds__(0x100000000) k(int *p) { p[0] = 1; }
