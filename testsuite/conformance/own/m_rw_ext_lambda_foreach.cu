// FLAGS: --extended-lambda
#include <cstdio>

template <typename F>
__global__ void forEach(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

template <typename F>
void launch(int n, F f) {
  forEach<<<(n + 127) / 128, 128>>>(n, f);
}

int main() {
  int n = 1000;
  float *x, *y;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&y, n * sizeof(float));
  float a = 2.0f;
  launch(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
  launch(n, [=] __host__ __device__(int i) { x[i] = 0; });
  cudaDeviceSynchronize();
  printf("%f\n", y[0]);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
