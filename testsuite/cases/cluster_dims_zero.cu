__global__ void __cluster_dims__(0, 1, 1) k() {}
