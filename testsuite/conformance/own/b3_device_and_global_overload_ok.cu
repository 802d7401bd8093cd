// DESC: VALID: overloaded __device__ and __global__ functions with different parameters
__device__ int f(int x) { return x; }
__global__ void f(int *p) { *p = f(1); }
void h(int *p) { f<<<1, 1>>>(p); }
