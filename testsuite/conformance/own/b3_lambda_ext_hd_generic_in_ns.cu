// FLAGS: --extended-lambda
// DESC: generic extended __host__ __device__ lambda in a namespace-scope function
namespace n {
void h() {
  auto l = [] __host__ __device__ (auto a, int b) { return a + b; };
  l(1, 2);
}
}
