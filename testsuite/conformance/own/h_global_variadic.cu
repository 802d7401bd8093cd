// DESC: cufe's own case (recorded with the real cudafe++ 13.5): global_variadic
__global__ void k(int n, ...) {}
