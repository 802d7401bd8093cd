// FLAGS: -std=c++17
// DESC: a kernel template's unnamed template parameters (defaults, packs, pointer SFINAE) are named __T<n> in the forwarding definition's header and passed on by those names; the wrapper's header keeps them unnamed; the counter is the unit's, shared with unnamed function parameters, in print order
#include <type_traits>
__global__ void first_k(int, float *p) { *p = 1.f; }
template <typename T, typename = std::enable_if_t<std::is_arithmetic<T>::value>>
__global__ void second_k(T *p, int) { *p = T(); }
template <typename T, typename>
__global__ void explicit2(T *p) { *p = T(); }
template <typename T, std::enable_if_t<std::is_integral<T>::value> * = nullptr>
__global__ void ptr_sfinae(T *p) { *p = T(1); }
template <typename T, int...>
__global__ void ints_pack(T *p) { *p = T(); }
template <typename T, typename...>
__global__ void types_pack(T *p) { *p = T(); }
template <typename T, bool = std::is_signed<T>::value>
__global__ void third_k(T *p) { *p = T(); }
__global__ void fourth_k(float, double) {}
int main() {
  float *f = nullptr; int *i = nullptr;
  first_k<<<1, 1>>>(0, f);
  second_k<<<1, 1>>>(f, 2);
  explicit2<int, float><<<1, 1>>>(i);
  ptr_sfinae<<<1, 1>>>(i);
  ints_pack<float, 1, 2><<<1, 1>>>(f);
  types_pack<float><<<1, 1>>>(f);
  types_pack<float, int, char><<<1, 1>>>(f);
  third_k<<<1, 1>>>(i);
  fourth_k<<<1, 1>>>(1.f, 2.0);
}
