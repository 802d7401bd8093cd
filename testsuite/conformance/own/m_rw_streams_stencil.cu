#include <cstdio>

__constant__ float c_weights[9];

__device__ __forceinline__ float clampf(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }

__global__ void stencil(const float *__restrict__ in, float *__restrict__ out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      acc += c_weights[(dy + 1) * 3 + (dx + 1)] * in[(y + dy) * w + (x + dx)];
  out[y * w + x] = clampf(acc, 0.0f, 1.0f);
}

int main() {
  const int w = 1024, h = 768, nStreams = 4;
  float weights[9] = {0, 0.125f, 0, 0.125f, 0.5f, 0.125f, 0, 0.125f, 0};
  cudaMemcpyToSymbol(c_weights, weights, sizeof(weights));
  float *h_in, *d_in, *d_out;
  cudaMallocHost(&h_in, w * h * sizeof(float));
  cudaMalloc(&d_in, w * h * sizeof(float));
  cudaMalloc(&d_out, w * h * sizeof(float));
  cudaStream_t streams[nStreams];
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int i = 0; i < nStreams; ++i) cudaStreamCreateWithFlags(&streams[i], cudaStreamNonBlocking);
  cudaEventRecord(start, 0);
  int rows = h / nStreams;
  for (int i = 0; i < nStreams; ++i) {
    int off = i * rows * w;
    cudaMemcpyAsync(d_in + off, h_in + off, rows * w * sizeof(float), cudaMemcpyHostToDevice, streams[i]);
    dim3 block(32, 8);
    dim3 grid((w + block.x - 1) / block.x, (rows + block.y - 1) / block.y);
    stencil<<<grid, block, 0, streams[i]>>>(d_in + off, d_out + off, w, rows);
  }
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%.3f ms\n", ms);
  for (int i = 0; i < nStreams; ++i) cudaStreamDestroy(streams[i]);
  cudaFreeHost(h_in);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
