// DESC: __managed__ on a __device__ function
__device__ __managed__ int f() { return 1; }
