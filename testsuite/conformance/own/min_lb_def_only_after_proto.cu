// DESC: prototype without __launch_bounds__, definition with it
__global__ void k(int *p);
__global__ void __launch_bounds__(128) k(int *p) { p[0] = 1; }
