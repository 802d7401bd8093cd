// DESC: VALID: __device__ function returning auto*
__device__ auto *dev(int *x) { return x; }
