// DESC: __host__ __device__ member defined out of class calling a __device__ function
__device__ int dev(int x) { return x; }
struct S { __host__ __device__ int use() const; };
__host__ __device__ int S::use() const { return dev(1); }
