// DESC: __launch_bounds__ with negative second (min blocks) argument
__global__ void __launch_bounds__(128, -2) k(int *p) { p[0] = 1; }
