// DESC: function-scope static __device__ variable with a dynamic initializer in a kernel
__device__ int g();
__global__ void k(int *o) { static __device__ int x = g(); o[0] = x; }
