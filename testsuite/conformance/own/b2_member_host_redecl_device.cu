// DESC: member declared (implicitly host), defined out of class as __device__
struct S { int f(); };
__device__ int S::f() { return 1; }
