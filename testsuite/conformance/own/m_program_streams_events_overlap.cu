#include <cstdio>
#include <vector>
#include <array>
#include <chrono>
#include <iostream>
#include <string>

#define CK(x)                                                                   \
  do {                                                                          \
    cudaError_t rc = (x);                                                       \
    if (rc != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s failed: %s (%s:%d)\n", #x, cudaGetErrorName(rc), \
                   __FILE__, __LINE__);                                         \
      std::exit(1);                                                             \
    }                                                                           \
  } while (false)

constexpr int kStreams = 4;

__global__ void kernel(float *a, int offset) {
  int i = offset + threadIdx.x + blockIdx.x * blockDim.x;
  float x = (float)i;
  float s = sinf(x);
  float c = cosf(x);
  a[i] = a[i] + sqrtf(s * s + c * c);
}

static float maxError(const float *a, int n) {
  float maxE = 0;
  for (int i = 0; i < n; i++) {
    float error = fabs(a[i] - 1.0f);
    if (error > maxE) maxE = error;
  }
  return maxE;
}

int main(int argc, char **argv) {
  const int blockSize = 256;
  const int n = 4 * 1024 * blockSize * kStreams;
  const int streamSize = n / kStreams;
  const int streamBytes = streamSize * sizeof(float);
  const int bytes = n * sizeof(float);

  int devId = 0;
  if (argc > 1) devId = std::stoi(argv[1]);
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, devId));
  std::string name(prop.name);
  std::cout << "Device : " << name << " (SMs: " << prop.multiProcessorCount << ")\n";
  CK(cudaSetDevice(devId));

  float *a, *d_a;
  CK(cudaMallocHost((void **)&a, bytes));
  CK(cudaMalloc((void **)&d_a, bytes));

  float ms;
  cudaEvent_t startEvent, stopEvent, dummyEvent;
  std::array<cudaStream_t, kStreams> stream;
  CK(cudaEventCreate(&startEvent));
  CK(cudaEventCreate(&stopEvent));
  CK(cudaEventCreate(&dummyEvent));
  for (auto &s : stream) CK(cudaStreamCreate(&s));

  memset(a, 0, bytes);
  CK(cudaEventRecord(startEvent, 0));
  CK(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice));
  kernel<<<n / blockSize, blockSize>>>(d_a, 0);
  CK(cudaMemcpy(a, d_a, bytes, cudaMemcpyDeviceToHost));
  CK(cudaEventRecord(stopEvent, 0));
  CK(cudaEventSynchronize(stopEvent));
  CK(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  printf("Time for sequential transfer and execute (ms): %f\n", ms);
  printf("  max error: %e\n", maxError(a, n));

  memset(a, 0, bytes);
  auto wall0 = std::chrono::steady_clock::now();
  CK(cudaEventRecord(startEvent, 0));
  for (int i = 0; i < kStreams; ++i) {
    int offset = i * streamSize;
    CK(cudaMemcpyAsync(&d_a[offset], &a[offset], streamBytes, cudaMemcpyHostToDevice, stream[i]));
    kernel<<<streamSize / blockSize, blockSize, 0, stream[i]>>>(d_a, offset);
    CK(cudaMemcpyAsync(&a[offset], &d_a[offset], streamBytes, cudaMemcpyDeviceToHost, stream[i]));
  }
  CK(cudaEventRecord(stopEvent, 0));
  CK(cudaEventSynchronize(stopEvent));
  CK(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  auto wall1 = std::chrono::steady_clock::now();
  auto us = std::chrono::duration_cast<std::chrono::microseconds>(wall1 - wall0).count();
  printf("Time for asynchronous V1 transfer and execute (ms): %f (wall %lld us)\n", ms,
         (long long)us);
  printf("  max error: %e\n", maxError(a, n));

  CK(cudaEventDestroy(startEvent));
  CK(cudaEventDestroy(stopEvent));
  CK(cudaEventDestroy(dummyEvent));
  for (auto s : stream) CK(cudaStreamDestroy(s));
  cudaFree(d_a);
  cudaFreeHost(a);
  return 0;
}
