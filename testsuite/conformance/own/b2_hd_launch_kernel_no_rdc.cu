// DESC: __host__ __device__ function launching a kernel with <<<>>> without -rdc
__global__ void k(int *p) { *p = 1; }
__host__ __device__ void hd(int *p) { k<<<1, 1>>>(p); }
