// DESC: namespace-scope host variable initialised by calling a __device__ function
__device__ int dev() { return 1; }
int g = dev();
