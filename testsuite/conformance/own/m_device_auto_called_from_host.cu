// DESC: non-constexpr __device__ function with deduced auto return referenced from host
__device__ auto dev(int x) { return x; }
int h() { return dev(1); }
