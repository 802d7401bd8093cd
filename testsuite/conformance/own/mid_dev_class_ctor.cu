// DESC: module id: __device__ var of class with HD ctor
struct S { int v; __host__ __device__ S() {} };
__device__ S s;
