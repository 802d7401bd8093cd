// DESC: member declared __device__, defined out of class without annotation
struct S { __device__ int f(); };
int S::f() { return 1; }
