// DESC: host function calling a __device__ function inside #if __CUDA_ARCH__ (never compiled in host pass)... but #ifndef
__device__ int dev(int x) { return x; }
int h(int x) {
#ifndef __CUDA_ARCH__
  return dev(x);
#else
  return 0;
#endif
}
