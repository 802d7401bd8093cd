}
__global__ void k() {}
}
__device__ int b;
