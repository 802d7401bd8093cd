// FLAGS:
__global__ void __attribute__((launch_bounds(64), launch_bounds(2*64))) k(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(256, 2) __launch_bounds__(128) j(int *p) { p[0] = 1; }
