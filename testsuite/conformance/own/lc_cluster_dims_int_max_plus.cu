// DESC: __cluster_dims__ with 0xFFFFFFFF
__global__ void __cluster_dims__(0xFFFFFFFF) k(float *p) { p[0] = 0; }
