// DESC: plain lambda inside a __host__ __device__ function calling a __device__ function
__device__ int dev(int x) { return x; }
__host__ __device__ int hd(int x) {
  auto l = [](int v) { return dev(v); };
  return l(x);
}
