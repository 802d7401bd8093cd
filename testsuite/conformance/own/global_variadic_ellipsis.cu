// DESC: __global__ function with C-style ellipsis
__global__ void k(int n, ...) {}
