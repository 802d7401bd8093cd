// FLAGS: -std=c++17
// DESC: __device__ call in the else branch of if constexpr in a host function
__device__ int dev(int x) { return x; }
int h(int x) {
  if constexpr (sizeof(int) == 8) { return x; } else { return dev(x); }
}
