// DESC: __launch_bounds__(0x80000000): registration argument spelling
__global__ void __launch_bounds__(0x80000000) k(int *p) { p[0] = 1; }
