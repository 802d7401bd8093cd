// DESC: __device__ variable of a class with a non-empty __device__ constructor
struct S { int v; __device__ S() : v(7) {} };
__device__ S s;
