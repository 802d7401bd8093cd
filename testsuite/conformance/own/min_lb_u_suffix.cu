// DESC: __launch_bounds__(256u): registration argument spelling
__global__ void __launch_bounds__(256u) k(int *p) { p[0] = 1; }
