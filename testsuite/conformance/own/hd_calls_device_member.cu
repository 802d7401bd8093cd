// DESC: __host__ __device__ member calling a __device__ member of another class
struct D { __device__ int v() const { return 2; } };
struct S {
  D d;
  __host__ __device__ int use() const { return d.v(); }
};
