// FLAGS: -std=c++17
#include <type_traits>
template <typename T>
__device__ T fast_exp(T x) {
  if constexpr (std::is_same_v<T, float>) return __expf(x);
  else return exp(x);
}
template <typename T, typename = std::enable_if_t<std::is_floating_point_v<T>>>
__global__ void softmax_num(const T *in, T *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = fast_exp(in[i]);
}
int main() {
  float *a = nullptr; double *b = nullptr;
  softmax_num<<<1, 256>>>(a, a, 256);
  softmax_num<<<1, 256>>>(b, b, 256);
}
