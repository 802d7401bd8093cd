// DESC: VALID: __device__ function with deduced auto return, defined only
__device__ auto dev(int x) { return x; }
