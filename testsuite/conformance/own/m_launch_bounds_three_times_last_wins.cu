// FLAGS:
__global__ void __launch_bounds__(64) __launch_bounds__(32) __launch_bounds__(96) k(int *p) { p[0] = 1; }
