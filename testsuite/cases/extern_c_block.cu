extern "C" {
__global__ void k() {}
__device__ int counter;
}
