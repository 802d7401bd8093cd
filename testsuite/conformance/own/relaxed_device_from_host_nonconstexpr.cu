// FLAGS: --expt-relaxed-constexpr
// DESC: --expt-relaxed-constexpr does not allow calling a non-constexpr __device__ function from host
__device__ int dev(int x) { return x; }
int h() { return dev(1); }
