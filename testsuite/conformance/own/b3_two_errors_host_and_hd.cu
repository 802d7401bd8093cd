// DESC: one host and one __host__ __device__ function calling __device__ functions
__device__ int dev(int x) { return x; }
int h(int x) { return dev(x); }
__host__ __device__ int hd(int x) { return dev(x) + 1; }
