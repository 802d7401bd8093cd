// FLAGS: -std=c++17
#include <type_traits>
namespace ops {
template <typename T, std::enable_if_t<std::is_arithmetic_v<T>, bool> = true>
__global__ void fill(T *p, T v, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = v; }
}
int main() {
  float *f = nullptr; long *l = nullptr;
  ops::fill<<<2, 64>>>(f, 1.5f, 128);
  ops::fill<<<2, 64>>>(l, 7L, 128);
}
