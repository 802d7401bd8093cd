// DESC: cufe's own case (recorded with the real cudafe++ 13.5): lb_four_args
__global__ void __launch_bounds__(128, 1, 1, 1) k(int *p) { p[0] = 1; }
