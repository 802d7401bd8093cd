// DESC: zero-sized __device__ array
__device__ int z[0];
__global__ void k(int *o) { o[0] = z[0]; }
