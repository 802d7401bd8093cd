#include <cstdio>
__global__ void k(int *p) {}
int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, k);
  size_t a = attr.sharedSizeBytes + 1;
  int b = prop.sharedMemPerBlock;
  float f = prop.totalGlobalMem;
  unsigned m = prop.luidDeviceNodeMask & 1;
  long w = prop.warpSize * 2;
  double r = attr.localSizeBytes / 2.0 + prop.maxThreadsPerBlock;
  bool big = prop.totalGlobalMem > 1024 && attr.numRegs < 64;
  printf("%zu %d %f %u %ld %f %d\n", a, b, f, m, w, r, (int)big);
  return 0;
}
