#include <cstdio>
#include <cmath>

namespace kernels {

template <typename T>
struct Axpy {
  T a;
  __device__ T operator()(T x, T y) const { return a * x + y; }
};

template <typename T, typename Op>
__global__ void transform(const T *x, T *y, int n, Op op) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    y[i] = op(x[i], y[i]);
  }
}

template <typename T>
__global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

}  // namespace kernels

template <typename T>
void saxpy(T a, const T *x, T *y, int n, cudaStream_t s = 0) {
  kernels::Axpy<T> op{a};
  int threads = 256;
  int blocks = std::min((n + threads - 1) / threads, 1024);
  kernels::transform<<<blocks, threads, 0, s>>>(x, y, n, op);
}

int main() {
  int n = 1 << 16;
  float *x, *y;
  double *dx, *dy;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMalloc(&dx, n * sizeof(double));
  cudaMalloc(&dy, n * sizeof(double));
  kernels::fill<<<(n + 255) / 256, 256>>>(x, 1.0f, n);
  kernels::fill<float><<<(n + 255) / 256, 256>>>(y, 2.0f, n);
  kernels::fill<<<(n + 255) / 256, 256>>>(dx, 1.0, n);
  saxpy(2.0f, x, y, n);
  saxpy(3.0, dx, dy, n);
  cudaDeviceSynchronize();
  float r;
  cudaMemcpy(&r, y, sizeof(float), cudaMemcpyDeviceToHost);
  printf("%f %d\n", r, (int)std::fabs(r - 4.0f) < 1e-5);
  return 0;
}
