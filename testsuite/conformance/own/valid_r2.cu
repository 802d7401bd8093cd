// DESC: realistic valid unit (r2): no diagnostic from cudafe++
#include <cstdio>
#include <vector>
#include <functional>
#include <memory>
#include <cuda_runtime.h>
struct float3x { float x, y, z; };
__host__ __device__ inline float3x operator+(float3x a, float3x b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__host__ __device__ inline float dot(float3x a, float3x b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
struct Saxpy { float a; __device__ float operator()(float x, float y) const { return a * x + y; } };
template <typename F> __global__ void transform(const float *x, float *y, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = f(x[i], y[i]);
}
namespace detail {
  __device__ int counter;
  __global__ void bump() { atomicAdd(&counter, 1); }
  int read_counter() { int h = 0; cudaMemcpyFromSymbol(&h, counter, sizeof(int)); return h; }
}
class Buffer {
 public:
  explicit Buffer(size_t n) : n_(n) { cudaMalloc(&p_, n * sizeof(float)); }
  ~Buffer() { cudaFree(p_); }
  float *get() const { return p_; }
  size_t size() const { return n_; }
 private:
  float *p_ = nullptr;
  size_t n_;
};
static void launch(Buffer &x, Buffer &y, std::function<void(int)> done) {
  int n = static_cast<int>(x.size());
  transform<<<(n + 255) / 256, 256>>>(x.get(), y.get(), n, Saxpy{2.0f});
  detail::bump<<<1, 1>>>();
  done(detail::read_counter());
}
int main() {
  auto x = std::make_unique<Buffer>(1024), y = std::make_unique<Buffer>(1024);
  std::vector<int> results;
  launch(*x, *y, [&](int c) { results.push_back(c); });
  float3x a{1, 2, 3}, b{4, 5, 6};
  printf("%f %zu\n", dot(a + b, b), results.size());
  return 0;
}
