// DESC: in a template argument list a dependent template-id before :: is printed as written (enable_if_t< std::is_integral< T> ::value, int>), only a typename-specifier's gets the template keyword (typename std::template remove_cv< T> ::type); an unnamed template parameter whose type is a template-id or a qualified name is followed by its name's space (int>   = 0, ::type  = 0, int>  * = nullptr)
#include <type_traits>
template <bool B> __host__ __device__ int g() { return B; }
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__device__ T safe_div(T a, T b) { return a / b; }
template <typename T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
__host__ __device__ T safe_mul(T a, T b) { return a * b; }
template <typename T, std::enable_if_t<std::is_integral<T>::value, bool> = true>
T plain(T a) { return a; }
template <typename T, typename = std::enable_if_t<std::is_integral<T>::value>>
T plain2(T a) { return a; }
template <typename T, std::enable_if_t<std::is_integral<T>::value, int>* = nullptr>
T a1(T a) { return a; }
template <typename T, typename std::enable_if<std::is_integral<T>::value>::type* = nullptr>
T a2(T a) { return a; }
template <typename T, std::enable_if_t<std::is_integral<T>::value, int>, int N = 2>
T a4(T a) { return a; }
template <typename T>
struct W {
  using U = typename std::remove_cv<T>::type;
  static constexpr bool big = std::is_same<U, double>::value;
  using V = std::conditional_t<std::is_same<T, int>::value, long, T>;
  using X = typename std::conditional<std::is_same<T, int>::value, long, T>::type;
};
template <typename T>
__host__ __device__ int body(T a) {
  std::conditional_t<std::is_same<T, int>::value, long, T> x = a;
  typename std::conditional<std::is_same<T, int>::value, long, T>::type y = a;
  int r = g<std::is_same<T, int>::value>();
  int q = g<std::is_same<typename std::remove_cv<T>::type, int>::value>();
  bool z = std::is_same<std::conditional_t<std::is_same<T, int>::value, long, T>, long>::value;
  return r + q + (int)x + (int)y + z;
}
__global__ void k(float *p) { p[0] = safe_div(1.0f, 2.0f) + safe_mul(1, 2) + body(3); }
