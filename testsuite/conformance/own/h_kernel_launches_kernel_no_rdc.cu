// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernel_launches_kernel_no_rdc
__global__ void k(int *p) { p[0] = 1; }
__global__ void k2(int *p) { k<<<1, 1>>>(p); }
