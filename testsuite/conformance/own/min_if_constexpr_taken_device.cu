// FLAGS: -std=c++17
// DESC: __device__ call in a taken if-constexpr branch of a host function template
__device__ int dev(int x) { return x; }
template <bool B> int h(int x) {
  if constexpr (B) return dev(x);
  else return x;
}
int use() { return h<true>(1); }
