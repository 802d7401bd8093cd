// DESC: VALID: extern __device__ declaration followed by its definition in the same file, without -rdc
extern __device__ int g;
__device__ int g = 2;
__global__ void k(int *p) { p[0] = g; }
