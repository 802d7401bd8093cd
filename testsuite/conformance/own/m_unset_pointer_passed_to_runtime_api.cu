#include <cstdio>
__global__ void k(float *p) {}
int main() {
  const size_t n = 1024;
  float h[16];
  for (int i = 0; i < 16; ++i) h[i] = i;
  float *d;
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  k<<<1, 1>>>(d);
  return 0;
}
