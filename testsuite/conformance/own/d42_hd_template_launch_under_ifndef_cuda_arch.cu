template <typename T> __global__ void zero(T *p, int n) { int i = threadIdx.x; if (i < n) p[i] = T(); }
template <typename T> __host__ __device__ void clear(T *p, int n) {
#ifndef __CUDA_ARCH__
  zero<<<1, n>>>(p, n);
#else
  for (int i = 0; i < n; ++i) p[i] = T();
#endif
}
void use(float *p) { clear(p, 16); }
