#include <cuda_runtime.h>
__global__ void scale_k(float *d, float s, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) d[i] *= s;
}
void grow(float *d, size_t n) {
  scale_k<<<unsigned((n + 255) / 256), 256>>>(d, 2.0f, n);
}
void shrink(float *d, size_t n) {
  scale_k<<<64, int(n / 64)>>>(d, 0.5f, n);
}
void constant(float *d) {
  scale_k<<<unsigned(8), 32>>>(d, 1.0f, 256);
}
