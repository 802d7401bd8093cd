namespace a { namespace b {
__device__ int x;
__global__ void k() {}
} }
