// DESC: VALID: deleted __host__ __device__ function
__host__ __device__ void f(double) = delete;
