// DESC: __global__ function returning a pointer
__global__ int *k(int *p) { return p; }
