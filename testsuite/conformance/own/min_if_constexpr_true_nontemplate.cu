// FLAGS: -std=c++17
// DESC: __device__ call in an if constexpr (true) branch of a non-template host function
__device__ int dev(int x) { return x; }
int h(int x) {
  if constexpr (true) return dev(x);
  return x;
}
