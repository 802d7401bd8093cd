// DESC: __global__ function with auto return deduced as int
__global__ auto k() { return 1; }
