// DESC: launch from member using this->
__global__ void k(float *d, int n) { }
struct R { float *d; int n; void run2(cudaStream_t s) { k<<<n, 32, 0, s>>>(this->d, n * 2); } };
