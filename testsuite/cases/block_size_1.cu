__global__ void __block_size__((64, 2, 1)) k() {}
