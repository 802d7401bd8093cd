// DESC: main declared __host__ __device__
__host__ __device__ int main() { return 0; }
