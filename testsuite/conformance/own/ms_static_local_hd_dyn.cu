// DESC: static local with dynamic init in a __host__ __device__ function
__host__ __device__ int g();
__host__ __device__ int f() { static int x = g(); return x; }
