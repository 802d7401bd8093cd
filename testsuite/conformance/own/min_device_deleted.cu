// DESC: VALID: deleted __device__ function
__device__ void f(double) = delete;
