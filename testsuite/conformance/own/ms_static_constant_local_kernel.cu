// DESC: static __constant__ variable inside a kernel
__global__ void k(int *o) { static __constant__ int c = 3; o[0] = c; }
