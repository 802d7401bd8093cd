// DESC: non-member operator+ declared __global__
struct S {};
__global__ void operator+(S, S) {}
