// DESC: __grid_constant__ on a parameter of a __host__ __device__ member function
struct S { __host__ __device__ int f(__grid_constant__ const int x) { return x; } };
