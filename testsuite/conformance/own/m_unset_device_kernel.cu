__device__ int d(int c) { int m; if (c > 0) m = c; return m; }
__global__ void k(int *o) { float v; o[0] = (int)v; }
