__nv_register_params__ __device__ int f(int a) { return a; }
