// DESC: __shared__ on a kernel parameter
__global__ void k(__shared__ int *p) { p[0] = 1; }
