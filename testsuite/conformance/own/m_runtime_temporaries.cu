// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the stub's __T<n> counts the temporaries of the runtime headers' device code a unit uses: cudaMalloc per pointee type, stream and event calls, atomics per overload, warp shuffles and votes, dim3 from run-time sizes
#include <cstdio>
#include <cstdint>

__global__ void reduce(const float *in, float *out, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffff, v, off);
  unsigned active = __ballot_sync(0xffffffff, v > 0.0f);
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(out, v);
    atomicAdd(count, active);
    atomicAdd(count, 1u);
  }
}

int main() {
  const int n = 1 << 20;
  float *in = nullptr, *out = nullptr;
  unsigned *count = nullptr;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc((void **)&out, sizeof(float));
  cudaMalloc(&count, sizeof(unsigned));
  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  cudaMemsetAsync(out, 0, sizeof(float), stream);
  dim3 block(256);
  dim3 grid((n + 255) / 256);
  reduce<<<grid, block, 0, stream>>>(in, out, count, n);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float ms = 0.0f;
  cudaEventElapsedTime(&ms, start, stop);
  float host = 0.0f;
  cudaMemcpyAsync(&host, out, sizeof(float), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  printf("%f in %f ms\n", host, ms);
  cudaFree(in);
  cudaFree(out);
  cudaFree(count);
  return 0;
}
