namespace blas {
namespace detail {
__device__ inline float fma_(float a, float b, float c) { return fmaf(a, b, c); }
__device__ inline double fma_(double a, double b, double c) { return fma(a, b, c); }
}

template <typename T>
__global__ void axpy(int n, T a, const T *x, T *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = detail::fma_(a, x[i], y[i]);
}

inline void axpy(int n, float a, const float *x, float *y) { axpy<<<(n + 255) / 256, 256>>>(n, a, x, y); }
inline void axpy(int n, double a, const double *x, double *y) { axpy<<<(n + 255) / 256, 256>>>(n, a, x, y); }
}

void use_blas(const float *x, float *y, const double *xd, double *yd, int n) {
  blas::axpy(n, 2.0f, x, y);
  blas::axpy(n, 0.5, xd, yd);
}
