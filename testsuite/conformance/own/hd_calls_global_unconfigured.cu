// DESC: __host__ __device__ function calling a __global__ without configuration
__global__ void k() {}
__host__ __device__ void hd() { k(); }
