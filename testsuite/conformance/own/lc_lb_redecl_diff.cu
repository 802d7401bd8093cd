// DESC: __launch_bounds__ differing between declaration and definition
__global__ void __launch_bounds__(128) k(int *p);
__global__ void __launch_bounds__(256) k(int *p) { p[0] = 1; }
