// DESC: __host__ __device__ in-class member function calling a free __device__ function
__device__ int dev(int x) { return x; }
struct S {
  __host__ __device__ int use() const { return dev(1); }
};
