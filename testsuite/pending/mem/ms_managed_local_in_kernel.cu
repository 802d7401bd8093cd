// DESC: automatic __managed__ variable inside a kernel
__global__ void k(int *o) { __managed__ int m; o[0] = m; }
