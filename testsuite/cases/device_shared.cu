__global__ void k() { __shared__ int tile[32]; tile[0] = 1; }
