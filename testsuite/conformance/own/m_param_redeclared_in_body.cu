__device__ int f(int a) { int a = 1; return a; }
__global__ void k() {}
