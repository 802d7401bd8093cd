// FLAGS: --extended-lambda -std=c++17
#include <cstdio>
#include <cuda_runtime.h>

template <typename T, typename Op>
__global__ void transform(const T *in, T *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = op(in[i]);
}

template <typename T, typename Op>
void apply(const T *in, T *out, int n, Op op) {
  transform<<<(n + 127) / 128, 128>>>(in, out, n, op);
}

template <typename T>
void pipeline(T *buf, int n, T bias) {
  apply(buf, buf, n, [bias] __device__(T v) { return v + bias; });
  apply(buf, buf, n, [] __device__(T v) -> T { return v * v; });
}

template <typename T>
void saturate(T *p, int n, T lo, T hi) {
  apply(p, p, n, [lo, hi] __host__ __device__(const T &v) -> T { return v < lo ? lo : (v > hi ? hi : v); });
}

template <typename T, int K>
void shift(T *p, int n) {
  apply(p, p, n, [] __device__(T v) { return v * K; });
}

int main() {
  float *f;
  double *d;
  cudaMalloc(&f, 4096);
  cudaMalloc(&d, 8192);
  pipeline(f, 1024, 1.0f);
  pipeline(d, 1024, 0.5);
  saturate(f, 1024, 0.0f, 1.0f);
  shift<unsigned, 2>((unsigned *)f, 1024);
  shift<int, 3>((int *)f, 1024);
  cudaDeviceSynchronize();
  return 0;
}
