// DESC: __cluster_dims__ with negative argument
__global__ void __cluster_dims__(2, -1, 1) k(float *p) { p[0] = 0; }
