// DESC: cufe's own case (recorded with the real cudafe++ 13.5): global_int_return
__global__ int k() { return 0; }
