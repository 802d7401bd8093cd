// DESC: noexcept(false) on a __global__ function
__global__ void k(int *p) noexcept(false) { *p = 1; }
