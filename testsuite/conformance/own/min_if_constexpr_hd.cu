// FLAGS: -std=c++17
// DESC: __device__ call in an if constexpr branch of a __host__ __device__ function
__device__ int dev(int x) { return x; }
__host__ __device__ int hd(int x) {
  if constexpr (sizeof(int) == 4) return dev(x);
  return x;
}
