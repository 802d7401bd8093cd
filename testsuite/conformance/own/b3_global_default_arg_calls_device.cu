// DESC: default argument of a __global__ parameter calls a __device__ function
__device__ int dev() { return 1; }
__global__ void k(int *p, int v = dev()) { *p = v; }
void h(int *p) { k<<<1, 1>>>(p); }
