// FLAGS:
__device__ int __maxnreg__(32) v = 1, u = 2;
__global__ void k(int *p) { p[0] = v; }
