#include <iostream>
#include <iomanip>
#include <chrono>
#include <vector>
#include <cmath>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1 << 20;
  std::vector<float> x(n, 1.0f), y(n, 2.0f);
  float *dx, *dy;
  cudaMalloc((void **)&dx, n * sizeof(float));
  cudaMalloc((void **)&dy, n * sizeof(float));
  cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  auto t0 = std::chrono::high_resolution_clock::now();
  saxpy<<<256, 256>>>(n, 2.0f, dx, dy);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::high_resolution_clock::now();
  double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  float maxErr = 0.0f;
  for (int i = 0; i < n; i++) maxErr = std::max(maxErr, std::abs(y[i] - 4.0f));
  std::cout << "n = " << n << ", time " << std::fixed << std::setprecision(3) << ms << " ms" << std::endl;
  std::cout << "max error: " << maxErr << '\n';
  cudaFree(dx);
  cudaFree(dy);
  return maxErr > 1e-5f;
}
