// DESC: host constexpr function used as a local array bound inside a __device__ function
constexpr int n() { return 8; }
__device__ int d() { int a[n()]; a[0] = 1; return a[0]; }
