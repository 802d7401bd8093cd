// FLAGS:
__device__ int __launch_bounds__(128, 2) v;
__global__ void k(int *p) { p[0] = v; }
