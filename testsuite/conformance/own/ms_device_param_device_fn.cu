// DESC: __device__ on a parameter of a __device__ function
__device__ int f(__device__ int x) { return x; }
