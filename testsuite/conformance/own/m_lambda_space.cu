// FLAGS: --extended-lambda -std=c++17
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): code in a lambda runs as the innermost lambda with a written execution space around it (else as the function): its __device__ calls and constructors from the host side are errors naming operator(); a generic lambda's auto parameters are dependent
__device__ int dev(int x) { return x; }
int host_fn(int x) { return x; }
struct S { int v; __device__ S() : v(0) {} };
struct D { __device__ int v() const { return 2; } };
void h(D d) {
  auto l = [] __host__ __device__ (int x) { return dev(x); };
  auto m = [] __host__ (int x) { return dev(x); };
  auto n = [] __device__ (int x) { S s; return host_fn(x) + dev(x) + s.v; };
  auto o = [=] __host__ __device__ (int x) { return d.v() + x; };
  auto p = [] __host__ __device__ (int x) { auto q = [](int y) { S s; return dev(y) + s.v; }; return q(x); };
  auto r = [] (int x) { auto q = [] __host__ __device__ (int y) { return dev(y); }; return q(x); };
  auto s = [] (auto x) { return dev(x) + dev(1); };
  auto t = [] __host__ (auto x) { S s; return dev(x) + s.v; };
}
__global__ void k() {
  auto l = [] __host__ __device__ (int x) { S s; return dev(x) + s.v; };
  auto m = [] __host__ (int x) { return dev(x); };
  auto q = [](int x) { return dev(x); };
}
__device__ void df() {
  auto l = [] __host__ __device__ (int x) { return dev(x); };
  auto q = [](int x) { return dev(x); };
}
template <class T> void tf(T) {
  auto l = [] __host__ __device__ (int x) { return dev(x); };
}
