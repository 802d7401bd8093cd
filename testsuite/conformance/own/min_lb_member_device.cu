// DESC: __launch_bounds__ on a non-static __device__ member function
struct S { __device__ void __launch_bounds__(64) f(int *p) { p[0] = 1; } };
