// FLAGS: --extended-lambda -std=c++14
// DESC: extended __host__ __device__ lambda capturing *this under C++14
struct S {
  int v;
  void go() {
    auto l = [*this] __host__ __device__ () { return v; };
    l();
  }
};
