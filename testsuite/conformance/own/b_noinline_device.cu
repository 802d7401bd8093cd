// DESC: __noinline__ device and static inline device fns
__device__ __noinline__ int f(int x) { return x + 1; }
static inline __device__ int g(int x) { return x * 2; }
__host__ __device__ inline int hd(int x) { return x - 1; }
__global__ void k(int *p) { p[0] = f(g(hd(1))); }
