// DESC: realistic valid unit (v2): no diagnostic from cudafe++
#include <cstdio>
#define CUDA_CHECK(x) x
__device__ float d_arr[256];
__constant__ int c_val = 3;
__shared__ float s_buf[32];
struct Acc { __device__ void add(float v) { sum += v; } float sum = 0; };
__device__ float helper(float x) { return x * c_val; }
__global__ void k1(float *p) {
  __shared__ float tile[64];
  tile[threadIdx.x] = p[threadIdx.x] + d_arr[threadIdx.x];
  __syncthreads();
  Acc acc; acc.add(tile[0]); p[0] = helper(acc.sum);
  auto lam = [=](float v) { return v * 2; };
  p[1] = lam(p[1]);
}
__host__ __device__ float both(float x) {
#ifdef __CUDA_ARCH__
  return helper(x);
#else
  return x;
#endif
}
void host_side() {
  float h[256];
  cudaMemcpyToSymbol(d_arr, h, sizeof(h));
  cudaMemcpyFromSymbol(h, d_arr, sizeof(h));
  void *addr; cudaGetSymbolAddress(&addr, d_arr);
  size_t sz = sizeof(d_arr);
  printf("%zu %f\n", sz, both(1.0f));
  k1<<<1, 64>>>(nullptr);
  int c = 0; cudaMemcpyFromSymbol(&c, c_val, sizeof(int));
}
