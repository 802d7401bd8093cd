// DESC: [[nodiscard]] on a void __device__ function
[[nodiscard]] __device__ void f(int *p) { p[0] = 1; }
__global__ void k(int *p) { f(p); }
