// DESC: VALID: lambda defined inside a kernel calling a __device__ function
__device__ int dev(int x) { return x; }
__global__ void k(int *p) {
  auto l = [](int v) { return dev(v); };
  *p = l(3);
}
