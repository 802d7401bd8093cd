// FLAGS:
__device__ int a __attribute__((aligned(8))), b __attribute__((unused));
__constant__ float c[4] __attribute__((aligned(16))) = {1, 2};
__global__ void k(int *p) { p[0] = a; }
