// DESC: constexpr __device__ function used in a host constant expression (static_assert)
__device__ constexpr int sq(int x) { return x * x; }
static_assert(sq(3) == 9, "");
