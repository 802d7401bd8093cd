// DESC: default argument of a host function calls a __device__ function
__device__ int dev() { return 1; }
int h(int x = dev()) { return x; }
int use() { return h(); }
