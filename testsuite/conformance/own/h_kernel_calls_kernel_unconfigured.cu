// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernel_calls_kernel_unconfigured
__global__ void k(int *p) { p[0] = 1; }
__global__ void k2(int *p) { k(p); }
