// DESC: __launch_bounds__ on a __host__ __device__ function
__host__ __device__ int __launch_bounds__(256) f(int x) { return x; }
