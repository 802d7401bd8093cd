// DESC: VALID: deleted __device__ function overload
__device__ void f(int);
__device__ void f(double) = delete;
