// DESC: realistic valid unit (r1): no diagnostic from cudafe++
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { fprintf(stderr, "%s\n", cudaGetErrorString(e)); exit(1); } } while (0)
template <typename T>
struct Matrix {
  T *data; int rows, cols;
  __host__ __device__ T &at(int r, int c) { return data[r * cols + c]; }
  __host__ __device__ const T &at(int r, int c) const { return data[r * cols + c]; }
};
__device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}
template <int TILE>
__global__ void __launch_bounds__(TILE * TILE) matmul(Matrix<float> a, Matrix<float> b, Matrix<float> c) {
  __shared__ float sa[TILE][TILE], sb[TILE][TILE];
  int r = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.f;
  for (int t = 0; t < a.cols / TILE; ++t) {
    sa[threadIdx.y][threadIdx.x] = a.at(r, t * TILE + threadIdx.x);
    sb[threadIdx.y][threadIdx.x] = b.at(t * TILE + threadIdx.y, col);
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += sa[threadIdx.y][k] * sb[k][threadIdx.x];
    __syncthreads();
  }
  c.at(r, col) = acc;
}
__global__ void reduce(const float *in, float *out, int n) {
  float v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  v = warp_sum(v);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}
class Timer {
  cudaEvent_t start_, stop_;
public:
  Timer() { cudaEventCreate(&start_); cudaEventCreate(&stop_); cudaEventRecord(start_); }
  ~Timer() { cudaEventDestroy(start_); cudaEventDestroy(stop_); }
  float ms() { cudaEventRecord(stop_); cudaEventSynchronize(stop_); float t; cudaEventElapsedTime(&t, start_, stop_); return t; }
};
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1024;
  std::vector<float> h(n * n, 1.0f);
  Matrix<float> a{nullptr, n, n}, b{nullptr, n, n}, c{nullptr, n, n};
  CHECK(cudaMalloc(&a.data, n * n * sizeof(float)));
  CHECK(cudaMemcpy(a.data, h.data(), n * n * sizeof(float), cudaMemcpyHostToDevice));
  b.data = a.data; c.data = a.data;
  Timer t;
  dim3 block(16, 16), grid(n / 16, n / 16);
  matmul<16><<<grid, block>>>(a, b, c);
  float *out; cudaMalloc(&out, sizeof(float));
  cudaStream_t s; cudaStreamCreate(&s);
  reduce<<<128, 256, 0, s>>>(c.data, out, n * n);
  CHECK(cudaGetLastError());
  printf("%f ms\n", t.ms());
  float host_out = 0; cudaMemcpy(&host_out, out, sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(a.data);
  return host_out > 0 ? 0 : 1;
}
