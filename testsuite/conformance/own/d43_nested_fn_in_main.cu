#include <cstdio>
__global__ void k() {}
int main() {
  void cleanup() { cudaDeviceReset(); }
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  printf("ok\n");
  return 0;
}
