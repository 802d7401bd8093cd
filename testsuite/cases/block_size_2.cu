__global__ void __block_size__((64, 1, 1), (2, 1, 1)) k() {}
