// DESC: __global__ function with trailing return type int
__global__ auto k() -> int { return 0; }
