// DESC: a realistic vector-add program (moved from pending/real): its sized std::vectors make the placement operator new device code, one temporary before the stub's
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); exit(1); } } while (0)

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  size_t bytes = n * sizeof(float);
  std::vector<float> ha(n, 1.0f), hb(n, 2.0f), hc(n);
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc(&db, bytes));
  CHECK(cudaMalloc(&dc, bytes));
  CHECK(cudaMemcpy(da, ha.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb.data(), bytes, cudaMemcpyHostToDevice));
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vecAdd<<<blocks, threads>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hc.data(), dc, bytes, cudaMemcpyDeviceToHost));
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += hc[i];
  printf("sum = %f\n", sum);
  cudaFree(da); cudaFree(db); cudaFree(dc);
  return 0;
}
