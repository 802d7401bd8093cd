// DESC: __host__ and __device__ functions with same signature (treated as redeclaration)
__host__ int f(int x);
__device__ int f(int x);
__host__ __device__ int f(int x) { return x; }
