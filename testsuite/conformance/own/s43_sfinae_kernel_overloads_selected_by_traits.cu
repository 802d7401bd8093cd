// FLAGS: -std=c++17
#include <type_traits>
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__global__ void normalize(T *v, int n) { int i = threadIdx.x; if (i < n) v[i] = v[i] / T(2); }
template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
__global__ void normalize(T *v, int n) { int i = threadIdx.x; if (i < n) v[i] = v[i] >> 1; }
int main() {
  float *f = nullptr; int *i = nullptr; double *d = nullptr;
  normalize<<<1, 64>>>(f, 64);
  normalize<<<1, 64>>>(i, 64);
  normalize<<<1, 64>>>(d, 64);
}
