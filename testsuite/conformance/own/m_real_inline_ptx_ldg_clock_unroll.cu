#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err__ = (call);                                              \
    if (err__ != cudaSuccess) {                                              \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err__), \
              __FILE__, __LINE__);                                           \
      return 1;                                                              \
    }                                                                        \
  } while (0)

__device__ __forceinline__ unsigned lane_id() {
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}

__device__ __forceinline__ unsigned bfe(unsigned x, unsigned pos, unsigned len) {
  unsigned r;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
  return r;
}

__device__ inline uint64_t globaltimer() {
  uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

template <int N>
__device__ float dot_unrolled(const float* __restrict__ a, const float* __restrict__ b) {
  float s = 0.f;
#pragma unroll
  for (int i = 0; i < N; ++i) s += __ldg(a + i) * __ldg(&b[i]);
  return s;
}

__global__ void timing_kernel(const float* __restrict__ in, float* out, long long* cycles, int n) {
  long long start = clock64();
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (__builtin_expect(tid >= n, 0)) return;
  float acc = 0.f;
#pragma unroll 4
  for (int k = 0; k < 16; ++k) {
    acc += __ldg(in + ((tid + k) % n));
  }
#pragma unroll 1
  for (int k = 0; k < 3; ++k) acc *= 0.5f;
  acc += dot_unrolled<4>(in, in);
  unsigned l = lane_id();
  out[tid] = acc + (float)bfe(l, 0, 3);
  long long stop = clock64();
  if (l == 0) cycles[blockIdx.x] = stop - start;
}

__global__ void timer_kernel(unsigned long long* t) {
  if (threadIdx.x == 0) t[blockIdx.x] = globaltimer();
}

static inline int div_up(int a, int b) { return (a + b - 1) / b; }

int main() {
  const int n = 1 << 12;
  const int threads = 128;
  const int blocks = div_up(n, threads);
  float *d_in = nullptr, *d_out = nullptr;
  long long* d_cycles = nullptr;
  unsigned long long* d_t = nullptr;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_cycles, blocks * sizeof(long long)));
  CUDA_CHECK(cudaMalloc(&d_t, blocks * sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemset(d_in, 0, n * sizeof(float)));
  timing_kernel<<<blocks, threads>>>(d_in, d_out, d_cycles, n);
  CUDA_CHECK(cudaGetLastError());
  timer_kernel<<<blocks, 32, 0, 0>>>(d_t);
  CUDA_CHECK(cudaDeviceSynchronize());
  long long h_cycles = 0;
  CUDA_CHECK(cudaMemcpy(&h_cycles, d_cycles, sizeof(long long), cudaMemcpyDeviceToHost));
  if (__builtin_expect(h_cycles < 0, 0)) printf("negative\n");
  printf("cycles block0: %lld\n", h_cycles);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_cycles);
  cudaFree(d_t);
  return 0;
}
