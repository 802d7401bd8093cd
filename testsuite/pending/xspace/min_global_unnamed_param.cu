// DESC: VALID: __global__ function with an unnamed parameter
__global__ void k(int) {}
