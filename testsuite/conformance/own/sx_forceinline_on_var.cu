// DESC: __forceinline__ on a variable
__device__ __forceinline__ int v;
