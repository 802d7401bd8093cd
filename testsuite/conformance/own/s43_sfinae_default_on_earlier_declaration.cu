// FLAGS: -std=c++17
#include <type_traits>
template <typename T, typename = std::enable_if_t<std::is_floating_point_v<T>>>
__global__ void relu(T *x, int n);
template <typename T, typename>
__global__ void relu(T *x, int n) { int i = threadIdx.x; if (i < n && x[i] < T(0)) x[i] = T(0); }
int main() {
  float *x = nullptr;
  relu<<<1, 128>>>(x, 128);
}
