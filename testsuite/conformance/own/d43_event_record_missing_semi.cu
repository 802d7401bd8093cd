#include <cstdio>
__global__ void work(float *p) { p[threadIdx.x] += 1.f; }
void timed(float *d, cudaStream_t stream) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  work<<<1, 256, 0, stream>>>(d);
  cudaEventRecord(stop, stream)
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%f\n", ms);
}
