// DESC: __attribute__((launch_bounds(128))) on a __device__ function
__attribute__((launch_bounds(128))) __device__ void f(int *p) { p[0] = 1; }
