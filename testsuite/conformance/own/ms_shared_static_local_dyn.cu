// DESC: static __shared__ local in a kernel of a type with a non-empty device constructor
struct S { int v; __device__ S() : v(2) {} };
__global__ void k(int *o) { static __shared__ S s; o[0] = s.v; }
