__global__ void k(int *p) __launch_bounds__(32) { p[0] = 1; }
