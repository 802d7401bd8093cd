// DESC: constexpr __device__ member function called from host
struct S {
  __device__ constexpr int get() const { return 5; }
};
int h() { S s; return s.get(); }
