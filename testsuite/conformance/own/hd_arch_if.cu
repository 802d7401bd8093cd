// DESC: __CUDA_ARCH__ in #if with comparisons inside device
__device__ int f() {
#if __CUDA_ARCH__ >= 800
  return 1;
#else
  return 0;
#endif
}
__host__ __device__ int g(int x) {
#if defined(__CUDA_ARCH__)
  return f() + x;
#endif
  return x;
}
