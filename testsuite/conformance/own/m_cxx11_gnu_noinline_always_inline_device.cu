// DESC: VALID: [[gnu::noinline]] and [[gnu::always_inline]] on __device__ functions
[[gnu::noinline]] __device__ int f(int x) { return x; }
[[gnu::always_inline]] __device__ inline int g(int x) { return f(x); }
