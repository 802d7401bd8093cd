__global__ void __cluster_dims__() k() {}
