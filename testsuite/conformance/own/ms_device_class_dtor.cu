// DESC: __device__ variable of a class with a non-trivial destructor
struct S { int v; ~S() {} };
__device__ S s;
