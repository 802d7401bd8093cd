// FLAGS: --expt-relaxed-constexpr
// DESC: VALID: constexpr __device__ function called from __host__ __device__ with --expt-relaxed-constexpr
__device__ constexpr int sq(int x) { return x * x; }
__host__ __device__ int use(int v) { return sq(v); }
