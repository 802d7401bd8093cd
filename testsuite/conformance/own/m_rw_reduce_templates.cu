#include <cstdio>
#include <cuda_runtime.h>

template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

__inline__ __device__ float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

template <unsigned int blockSize>
__global__ void __launch_bounds__(blockSize) reduce(const float *g_idata, float *g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  sdata[tid] = 0;
  while (i < n) {
    sdata[tid] += g_idata[i];
    if (i + blockSize < n) sdata[tid] += g_idata[i + blockSize];
    i += gridSize;
  }
  __syncthreads();
  if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }
  if (tid < 32) warpReduce<blockSize>(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduceShfl(const float *in, float *out, int n) {
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = warpSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(out, sum);
}

void runReduce(const float *d_in, float *d_out, unsigned int n, int threads, int blocks) {
  size_t smem = threads * sizeof(float);
  switch (threads) {
    case 512: reduce<512><<<blocks, 512, smem>>>(d_in, d_out, n); break;
    case 256: reduce<256><<<blocks, 256, smem>>>(d_in, d_out, n); break;
    case 128: reduce<128><<<blocks, 128, smem>>>(d_in, d_out, n); break;
    default: reduceShfl<<<blocks, threads>>>(d_in, d_out, (int)n); break;
  }
}

int main() {
  const unsigned int n = 1 << 20;
  float *d_in = nullptr, *d_out = nullptr;
  cudaMalloc((void **)&d_in, n * sizeof(float));
  cudaMalloc((void **)&d_out, 1024 * sizeof(float));
  runReduce(d_in, d_out, n, 256, 64);
  cudaDeviceSynchronize();
  float h = 0;
  cudaMemcpy(&h, d_out, sizeof(float), cudaMemcpyDeviceToHost);
  printf("%f\n", h);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
