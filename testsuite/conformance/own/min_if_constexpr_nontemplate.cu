// FLAGS: -std=c++17
// DESC: __device__ call in a discarded if constexpr (false) branch of a non-template host function
__device__ int dev(int x) { return x; }
int h(int x) {
  if constexpr (false) return dev(x);
  return x;
}
