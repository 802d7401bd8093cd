// DESC: extern __device__ declaration then __device__ definition
extern __device__ int x;
__device__ int x = 1;
