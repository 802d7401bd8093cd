// DESC: unknown GNU attribute on a __device__ variable
__device__ int v __attribute__((frobnicate));
