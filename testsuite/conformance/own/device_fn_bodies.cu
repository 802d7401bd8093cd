// DESC: device functions with various bodies
__device__ int sq(int x) { return x * x; }
__device__ float lerp(float a, float b, float t) { return a + t * (b - a); }
__device__ void noop() {}
static __device__ __forceinline__ int add(int a, int b) { return a + b; }
__device__ int rec(int n) { if (n <= 1) return 1; return n * rec(n - 1); }
__global__ void k(int *p) { p[0] = sq(2) + add(1, 2) + rec(3) + (int)lerp(0, 1, .5f); noop(); }
