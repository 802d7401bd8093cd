static __device__ int a(int x) { return x; }
static inline __device__ int b(int x) { return x; }
static __forceinline__ __device__ int c(int x) { return x; }
__global__ void k(int *o) { o[0] = a(1) + b(2) + c(3); }
