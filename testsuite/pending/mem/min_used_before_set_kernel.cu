// DESC: plain local used before set in a kernel (warning 549)
__global__ void k(int *o) { int m; o[0] = m; }
