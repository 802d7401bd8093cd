// FLAGS: --expt-relaxed-constexpr
// DESC: with --expt-relaxed-constexpr, constexpr (implicitly HD) function calling a non-constexpr __device__ function
__device__ int dev(int x) { return x; }
constexpr int f(int x) { return x > 0 ? x : dev(x); }
