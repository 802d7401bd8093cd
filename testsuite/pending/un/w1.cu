__device__ void d(int) {}
__global__ void k(int) {}
