// DESC: launch with stream in member
__global__ void k(int n) { }
struct R { int n; void run(cudaStream_t s) { k<<<1, 1, 0, s>>>(n); } };
