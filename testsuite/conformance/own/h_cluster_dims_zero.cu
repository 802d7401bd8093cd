// DESC: cufe's own case (recorded with the real cudafe++ 13.5): cluster_dims_zero
__global__ void __cluster_dims__(0, 1, 1) k(float *p) { p[0] = 0; }
