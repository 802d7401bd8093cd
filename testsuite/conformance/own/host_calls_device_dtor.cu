// DESC: host function destroying an object whose destructor is __device__
struct S {
  __host__ S() {}
  __device__ ~S() {}
};
void h() { S s; }
