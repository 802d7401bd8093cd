#include <cstdio>
__global__ void k(char *p, int n, char v) { if (threadIdx.x < n) p[threadIdx.x] = v; }
int main() {
  char *p; cudaMalloc(&p, 64); k<<<1, 64>>>(p, 64, 1); cudaEvent_t e; cudaEventCreate(&e, cudaEventDisableTiming);
  return 0;
}
