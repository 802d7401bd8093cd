// DESC: __managed__ and __shared__ on one declaration inside a kernel
__global__ void k(int *o) {
  __managed__ __shared__ int v;
  o[0] = v;
}
