#include <type_traits>
#include <cstdint>
template <typename T>
struct is_vec4 : std::false_type {};
template <> struct is_vec4<float4> : std::true_type {};
template <> struct is_vec4<int4> : std::true_type {};

template <typename T, typename = typename std::enable_if<std::is_arithmetic<T>::value>::type>
__global__ void fill(T *p, T v, int n) {
  static_assert(sizeof(T) <= 8, "scalar too large");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

template <typename V>
__global__ void fill_vec(V *p, V v, int n) {
  static_assert(is_vec4<V>::value, "needs a vec4");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

int main() {
  float *a; int64_t *b; float4 *c;
  cudaMalloc(&a, 400); cudaMalloc(&b, 800); cudaMalloc(&c, 1600);
  fill<<<1, 100>>>(a, 1.f, 100);
  fill<<<1, 100>>>(b, (int64_t)7, 100);
  fill_vec<<<1, 100>>>(c, make_float4(1, 2, 3, 4), 100);
  constexpr bool ok = std::is_same<decltype(a), float *>::value;
  return ok ? 0 : 1;
}
