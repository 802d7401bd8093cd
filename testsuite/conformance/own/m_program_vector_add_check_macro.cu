#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),     \
              __FILE__, __LINE__);                                              \
      exit(EXIT_FAILURE);                                                       \
    }                                                                           \
  } while (0)

__global__ void vectorAdd(const float *__restrict__ a, const float *__restrict__ b,
                          float *__restrict__ c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    c[i] = a[i] + b[i];
  }
}

__global__ void scale(float *data, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

static void initData(std::vector<float> &v, float seed) {
  for (size_t i = 0; i < v.size(); ++i) {
    v[i] = seed * static_cast<float>(i % 97) / 97.0f;
  }
}

static bool verify(const std::vector<float> &a, const std::vector<float> &b,
                   const std::vector<float> &c, float factor) {
  for (size_t i = 0; i < c.size(); ++i) {
    float expected = (a[i] + b[i]) * factor;
    if (fabsf(c[i] - expected) > 1e-5f) {
      fprintf(stderr, "Mismatch at %zu: %f vs %f\n", i, c[i], expected);
      return false;
    }
  }
  return true;
}

int main(int argc, char **argv) {
  int n = 1 << 20;
  if (argc > 1) n = atoi(argv[1]);
  size_t bytes = n * sizeof(float);

  std::vector<float> hA(n), hB(n), hC(n);
  initData(hA, 1.5f);
  initData(hB, 2.5f);

  float *dA = nullptr, *dB = nullptr, *dC = nullptr;
  CUDA_CHECK(cudaMalloc(&dA, bytes));
  CUDA_CHECK(cudaMalloc(&dB, bytes));
  CUDA_CHECK(cudaMalloc(&dC, bytes));

  CUDA_CHECK(cudaMemcpy(dA, hA.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, hB.data(), bytes, cudaMemcpyHostToDevice));

  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  if (blocks > 1024) blocks = 1024;
  vectorAdd<<<blocks, threads>>>(dA, dB, dC, n);
  CUDA_CHECK(cudaGetLastError());
  scale<<<(n + 255) / 256, 256>>>(dC, 2.0f, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  CUDA_CHECK(cudaMemcpy(hC.data(), dC, bytes, cudaMemcpyDeviceToHost));
  bool ok = verify(hA, hB, hC, 2.0f);
  printf("%s\n", ok ? "PASSED" : "FAILED");

  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
