// DESC: __launch_bounds__ on prototype only; definition without it: registration should use 128
__global__ void __launch_bounds__(128) k(int *p);
__global__ void k(int *p) { p[0] = 1; }
