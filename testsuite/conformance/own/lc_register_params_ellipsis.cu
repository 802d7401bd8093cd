// DESC: __nv_register_params__ on a variadic __device__ function
__device__ __nv_register_params__ int f(int a, ...) { return a; }
