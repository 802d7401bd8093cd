// DESC: __host__ __device__ member calling a __device__ member of the same class
struct S {
  __device__ int v() const { return 2; }
  __host__ __device__ int use() const { return v(); }
};
