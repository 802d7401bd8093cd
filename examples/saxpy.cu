// A small CUDA translation unit to try cufe on.
#include <cuda_runtime.h>

__device__ __managed__ float scale = 2.0f;
__constant__ float bias[4];

__device__ float axpy(float a, float x, float y) { return a * x + y; }

__global__ void __launch_bounds__(256, 2) saxpy(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = axpy(scale, x[i], y[i]) + bias[i % 4];
}

// Two mistakes cudafe++ reports:
__host__ __global__ void both() {}
void __maxnreg__(32) host_fn() {}

int main() {
  float *x = nullptr, *y = nullptr;
  saxpy<<<1, 256>>>(1, x, y);
  return 0;
}
