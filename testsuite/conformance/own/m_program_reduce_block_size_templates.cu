#include <cstdio>
#include <vector>
#include <numeric>
#include <algorithm>

#define CHECK(call)                                                   \
  {                                                                   \
    const cudaError_t error = call;                                   \
    if (error != cudaSuccess) {                                       \
      printf("Error: %s:%d, ", __FILE__, __LINE__);                   \
      printf("code:%d, reason: %s\n", error, cudaGetErrorString(error)); \
      exit(1);                                                        \
    }                                                                 \
  }

__device__ __forceinline__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <unsigned int blockSize>
__global__ void reduce6(const float *g_idata, float *g_odata, unsigned int n) {
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
  if (blockSize >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
  if (tid < 32) warpReduce<blockSize>(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduceShuffle(const float *in, float *out, int n) {
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = warpReduceSum(sum);
  static __shared__ float shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  if (lane == 0) shared[wid] = sum;
  __syncthreads();
  sum = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0.0f;
  if (wid == 0) sum = warpReduceSum(sum);
  if (threadIdx.x == 0) atomicAdd(out, sum);
}

void launchReduce(int threads, int blocks, const float *d_in, float *d_out, unsigned int n) {
  size_t smem = threads * sizeof(float);
  switch (threads) {
    case 512: reduce6<512><<<blocks, threads, smem>>>(d_in, d_out, n); break;
    case 256: reduce6<256><<<blocks, threads, smem>>>(d_in, d_out, n); break;
    case 128: reduce6<128><<<blocks, threads, smem>>>(d_in, d_out, n); break;
    case 64: reduce6<64><<<blocks, threads, smem>>>(d_in, d_out, n); break;
    default: break;
  }
}

int main() {
  const unsigned int n = 1u << 22;
  std::vector<float> h(n);
  std::iota(h.begin(), h.end(), 0.0f);
  std::transform(h.begin(), h.end(), h.begin(), [](float x) { return x * 1e-6f; });
  double expected = std::accumulate(h.begin(), h.end(), 0.0);

  float *d_in, *d_out;
  int threads = 256, blocks = 64;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, blocks * sizeof(float)));
  CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  launchReduce(threads, blocks, d_in, d_out, n);
  std::vector<float> partial(blocks);
  CHECK(cudaMemcpy(partial.data(), d_out, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  double got = std::accumulate(partial.begin(), partial.end(), 0.0);

  float *d_sum;
  CHECK(cudaMalloc(&d_sum, sizeof(float)));
  CHECK(cudaMemset(d_sum, 0, sizeof(float)));
  reduceShuffle<<<blocks, threads>>>(d_in, d_sum, n);
  float shuffled = 0;
  CHECK(cudaMemcpy(&shuffled, d_sum, sizeof(float), cudaMemcpyDeviceToHost));

  printf("expected %f, tree %f, shuffle %f\n", expected, got, shuffled);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_sum);
  return 0;
}
