// FLAGS: -std=c++17
#include <type_traits>
template <typename T>
__device__ T load(const T *p, int i) {
  if constexpr (std::is_floating_point<T>::value) return p[i] * T(1);
  else return p[i];
}

template <typename T>
__global__ void k(const T *in, T *out) { out[threadIdx.x] = load(in, threadIdx.x); }

template <typename T>
void run(const T *in, T *out) {
  static_assert(std::is_arithmetic_v<T>, "arith");
  k<T><<<1, 32>>>(in, out);
}
template void run<int>(const int *, int *);
template void run<float>(const float *, float *);
