// DESC: __launch_bounds__ given twice on one kernel
__global__ void __launch_bounds__(128) __launch_bounds__(256) k(int *p) { p[0] = 1; }
