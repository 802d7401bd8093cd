// DESC: main with __host__ __device__ defined, plus a kernel
__global__ void k() {}
__device__ int main(int argc, char **argv) { return 0; }
