// DESC: __launch_bounds__ on a static member __global__ function
struct S { static __global__ void __launch_bounds__(64) k(int *p) { p[0] = 1; } };
