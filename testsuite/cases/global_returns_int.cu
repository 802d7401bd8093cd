__global__ int k() { return 0; }
