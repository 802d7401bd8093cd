// DESC: automatic __device__ variable inside a __device__ function
__device__ int f() { __device__ int x = 1; return x; }
