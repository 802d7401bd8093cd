__global__ __device__ void k() {}
