// FLAGS: -std=c++20
#include <type_traits>

template <typename T>
concept Floating = std::is_floating_point_v<T>;

template <typename T>
  requires Floating<T>
__global__ void halve(T *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] *= T(0.5);
}

template <typename T>
requires(sizeof(T) >= 4)
T widen(T v) { return v * 2; }

template <typename T> requires Floating<T> T same_line(T v) { return v; }

int main() {
  float *f; cudaMalloc(&f, 400);
  halve<<<1, 100>>>(f, 100);
  return widen(21) + (int)same_line(1.0f);
}
