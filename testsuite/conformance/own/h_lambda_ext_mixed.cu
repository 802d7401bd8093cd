// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended lambdas of both kinds in a namespace and a member function, captures by value, this and an init-capture, a trailing return type
template <typename F> __global__ void each(int *out, F f) { out[threadIdx.x] = f(threadIdx.x); }
namespace ops {
struct Acc {
  int base;
  void add(int *out, int k) const { each<<<1, 32>>>(out, [=] __device__ (int i) -> int { return base + k + i; }); }
};
int sum(int *out, int x, int y, int z) {
  each<<<2, 64>>>(out, [s = x + y, z] __device__ (int i) { return s * z + i; });
  auto h = [] __host__ __device__ (int i) { return i + 1; };
  each<<<1, 1>>>(out, h);
  return h(x);
}
}
