// DESC: VALID: __device__ function with trailing return type
__device__ auto dev(int x) -> int { return x; }
