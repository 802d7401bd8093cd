// DESC: launch with 4 args in free fn
__global__ void k(int n) { }
void h(cudaStream_t s, int n) { k<<<n, 32, 0, s>>>(n * 2); }
