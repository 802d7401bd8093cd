// DESC: host device functions with __CUDA_ARCH__ guards
__host__ __device__ int where() {
#ifdef __CUDA_ARCH__
  return __CUDA_ARCH__;
#else
  return -1;
#endif
}
__host__ __device__ float twice(float x) { return 2 * x; }
int h() { return where() + (int)twice(1.5f); }
