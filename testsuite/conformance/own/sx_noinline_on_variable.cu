// DESC: __noinline__ on a variable
__device__ __noinline__ int v;
