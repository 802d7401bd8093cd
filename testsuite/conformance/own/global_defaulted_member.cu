// DESC: __device__ on explicitly defaulted default constructor (warning 20012)
struct S {
  __device__ S() = default;
  int v;
};
