// DESC: trailing aligned attribute on a __device__ variable
__device__ int v __attribute__((aligned(16)));
