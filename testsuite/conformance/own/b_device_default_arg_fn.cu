// DESC: device function with default arguments and overloads
__device__ float f(float x, float y = 2.0f) { return x * y; }
__device__ int f(int x) { return x; }
__global__ void k(float *p) { p[0] = f(1.0f) + f(1); }
