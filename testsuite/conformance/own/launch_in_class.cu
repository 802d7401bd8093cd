// DESC: launch from a member function
__global__ void k(float *d, int n) { d[0] = n; }
struct Runner { float *d; int n; void run() { k<<<1, 1>>>(d, n); } void run2(cudaStream_t s) { k<<<n, 32, 0, s>>>(this->d, n * 2); } };
void h(Runner &r) { r.run(); }
