#include <cstdio>
#include <cuda_runtime.h>

struct Table {
  static constexpr int kSize = 32;
  static const int kMask = kSize - 1;
  int data[kSize];
};

class Counter {
 public:
  __device__ static void hit(int* c) { atomicAdd(c, 1); }
  __host__ __device__ static constexpr int limit() { return 1024; }
};

template <typename T, int N>
struct Array {
  T v[N];
  __host__ __device__ T& operator[](int i) { return v[i]; }
  __host__ __device__ const T& operator[](int i) const { return v[i]; }
  __host__ __device__ constexpr int size() const { return N; }
};

__device__ Table d_table;
__constant__ Array<float, 4> c_weights;

__global__ void table_kernel(int* hits) {
  int i = threadIdx.x & Table::kMask;
  d_table.data[i] += 1;
  if (i < Counter::limit()) Counter::hit(hits);
}

__global__ void coop_kernel(Array<float, 4> a, float* out) {
  unsigned lane = threadIdx.x % 32;
  float v = a[lane % a.size()] * c_weights[0];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  __syncthreads();
  if (lane == 0) atomicAdd(out, v);
}

template <typename T>
__global__ void copy_kernel(T* dst, const T* src, int n);

template <typename T>
__global__ void copy_kernel(T* dst, const T* src, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) dst[i] = src[i];
}

template __global__ void copy_kernel<double>(double*, const double*, int);

int main() {
  int* hits;
  cudaMalloc(&hits, sizeof(int));
  cudaMemset(hits, 0, sizeof(int));
  table_kernel<<<2, Table::kSize>>>(hits);
  Array<float, 4> a{{1.f, 2.f, 3.f, 4.f}};
  cudaMemcpyToSymbol(c_weights, &a, sizeof(a));
  float* out;
  cudaMalloc(&out, sizeof(float));
  coop_kernel<<<1, 64>>>(a, out);
  float *x, *y;
  cudaMalloc(&x, 100 * sizeof(float));
  cudaMalloc(&y, 100 * sizeof(float));
  copy_kernel<<<1, 128>>>(y, x, 100);
  copy_kernel<float><<<1, 128>>>(x, (const float*)y, 100);
  Table h{};
  cudaMemcpyFromSymbol(&h, d_table, sizeof(Table));
  printf("%d %d\n", h.data[0], Counter::limit());
  cudaDeviceSynchronize();
  return 0;
}
