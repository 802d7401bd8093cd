// DESC: cufe's own case (recorded with the real cudafe++ 13.5): lb_nonconstant
int n = 128;
__global__ void __launch_bounds__(n) k(int *p) { p[0] = 1; }
