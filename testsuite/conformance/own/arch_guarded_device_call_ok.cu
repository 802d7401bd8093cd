// DESC: VALID: __host__ __device__ function calling a __device__ function under #ifdef __CUDA_ARCH__
__device__ int dev(int x) { return x; }
__host__ __device__ int hd(int x) {
#ifdef __CUDA_ARCH__
  return dev(x);
#else
  return x;
#endif
}
