// DESC: unused __host__ __device__ free function calling a __device__ function
__device__ int dev(int x) { return x; }
__host__ __device__ int hd(int x) { return dev(x); }
