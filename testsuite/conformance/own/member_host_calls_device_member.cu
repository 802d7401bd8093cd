// DESC: host member function calling a __device__ member function
struct S {
  __device__ int get() const { return 1; }
  int use() const { return get(); }
};
