// DESC: __launch_bounds__ on a __device__ member function
struct S {
  __device__ int __launch_bounds__(64) f(int x) { return x; }
};
__global__ void k(S s, int *p) { p[0] = s.f(1); }
