// DESC: constexpr __device__ function called from a __host__ __device__ function
__device__ constexpr int sq(int x) { return x * x; }
__host__ __device__ int use(int v) { return sq(v); }
