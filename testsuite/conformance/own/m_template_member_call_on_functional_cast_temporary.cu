#include <cstdio>
template <typename T>
struct SharedMemory {
  __device__ T *get() {
    extern __shared__ unsigned char smem_raw[];
    return reinterpret_cast<T *>(smem_raw);
  }
};

template <typename T>
__global__ void reverse(T *d, int n) {
  T *s = SharedMemory<T>().get();
  int t = threadIdx.x;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[n - t - 1];
}

int main() {
  const int n = 64;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  reverse<<<1, n, n * sizeof(float)>>>(d, n);
  double *e;
  cudaMalloc(&e, n * sizeof(double));
  reverse<double><<<1, n, n * sizeof(double)>>>(e, n);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
