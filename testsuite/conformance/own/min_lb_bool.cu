// DESC: __launch_bounds__(true): registration argument spelling
__global__ void __launch_bounds__(true) k(int *p) { p[0] = 1; }
