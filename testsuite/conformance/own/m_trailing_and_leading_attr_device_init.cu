// FLAGS:
__device__ int v __attribute__((aligned(16))) = 5;
__device__ int __attribute__((aligned(16))) w = 5;
__global__ void k(int *p) { p[0] = v; }
