// DESC: __maxnreg__ on a static member __global__ function
struct S { static __global__ void __maxnreg__(32) k(int *p) { p[0] = 1; } };
