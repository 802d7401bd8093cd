// DESC: __shared__ constexpr local in a kernel
__global__ void k(int *o) { __shared__ constexpr int n = 4; o[0] = n; }
