// DESC: __shared__ local in a kernel with an initializer
__global__ void k(int *o) { __shared__ int s = 0; o[0] = s; }
