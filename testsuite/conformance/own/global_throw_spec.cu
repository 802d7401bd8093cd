// DESC: dynamic exception spec throw() on a __global__ function
__global__ void k(int *p) throw() { *p = 1; }
