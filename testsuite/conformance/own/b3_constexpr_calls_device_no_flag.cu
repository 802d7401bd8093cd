// DESC: constexpr host function (no flag) calling a __device__ function
__device__ int dev(int x) { return x; }
constexpr int f(int x) { return x > 0 ? x : dev(x); }
