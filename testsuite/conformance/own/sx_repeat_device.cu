// DESC: __device__ repeated on a function
__device__ __device__ int f(int x) { return x; }
