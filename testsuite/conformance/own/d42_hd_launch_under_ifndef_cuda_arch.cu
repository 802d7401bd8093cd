template <typename T> __global__ void zero(T *p, int n) { }
template <typename T> __global__ void one(T *p, int n) { }
__host__ __device__ void clear(float *p, int n) {
#ifndef __CUDA_ARCH__
  zero<<<1, n>>>(p, n);
  one<<<1, n>>>(p, n);
#endif
}
void h(float *p) { zero<<<1, 1>>>(p, 1); }
