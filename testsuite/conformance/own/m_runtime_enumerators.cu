#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(int *p) { p[0] = 1; }
int run(int *d, int *h) {
  cudaError_t err = cudaSuccess;
  err = cudaMemcpy(d, h, 4, cudaMemcpyHostToDevice);
  if (err == cudaErrorInvalidValue || cudaSuccess != err) return 1;
  switch (err) { case cudaSuccess: break; case cudaErrorMemoryAllocation: return 2; default: return 3; }
  cudaMemcpyKind kind = cudaMemcpyDefault;
  int x = cudaMemcpyDefault;
  int y = x + cudaMemcpyDeviceToHost;
  bool ok = err != cudaSuccess;
  cudaFuncSetCacheConfig(k, cudaFuncCachePreferL1);
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaMemcpyAsync(h, d, 4, kind, s);
  k<<<1, 1, 0, s>>>(d);
  return ok ? y : (int)cudaGetLastError();
}
