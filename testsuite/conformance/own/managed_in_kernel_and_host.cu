// DESC: managed var written in kernel and read on host
__managed__ int result;
__global__ void k() { result = 42; }
int h() { result = 0; k<<<1, 1>>>(); cudaDeviceSynchronize(); return result; }
