// DESC: host constexpr function called from __host__ __device__ function (no flag)
constexpr int sq(int x) { return x * x; }
__host__ __device__ int hd(int v) { return sq(v); }
__global__ void k(int *p) { *p = hd(2); }
