// DESC: __host__ __device__ on explicitly defaulted destructor
struct S {
  __host__ __device__ ~S() = default;
};
