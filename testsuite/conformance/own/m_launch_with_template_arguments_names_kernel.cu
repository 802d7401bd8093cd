namespace blas {
template <typename T>
__global__ void axpy(int n, T a, const T *x, T *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
inline void axpy(int n, float a, const float *x, float *y) { axpy<float><<<(n + 255) / 256, 256>>>(n, a, x, y); }
}
void use(const float *x, float *y, int n) { blas::axpy(n, 2.0f, x, y); }
