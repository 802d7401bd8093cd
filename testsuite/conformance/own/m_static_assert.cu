#include <type_traits>
constexpr int N = 4;
static_assert(sizeof(int) == 4, "int isn't 4 bytes?");
static_assert(N > 2);
static_assert(true, "always");
static_assert(N, "nonzero");
static_assert(std::is_integral<int>::value, "integral");
struct S {
  int a;
  static_assert(sizeof(int) >= 2, "in a class");
};
template <typename T> struct W {
  static_assert(sizeof(T) > 1, "too small");
  T v;
};
template <typename T> T twice(T x)
{
  static_assert(std::is_arithmetic<T>::value, "arithmetic only");
  return x + x;
}
void h()
{
  static_assert(sizeof(long) == 8, "long's 8");
  W<int> w{1};
  (void)twice(w.v);
}
