#include <type_traits>
namespace ns { template <typename T> struct box { static const int v = 1; typedef T type; }; }
template <typename T> struct top { static const int v = 2; };
template <typename T> int f(T x)
{
  int a = std::is_same<T, float>::value ? 1 : 2;
  int b = ns::box<T>::v;
  int c = top<T>::v;
  int d = ns::box<int>::v;
  typename ns::box<T>::type e = x;
  bool g = std::is_same<typename std::remove_cv<T>::type, int>::value;
  return a + b + c + d + (int)e + g;
}
int use() { return f(1); }
template <typename T> int g(T x, int n)
{
  int i = x;
  int j = n ? 1 : 2;
  int k = top<T>::v ? 1 : 2;
  int l = top<T>::v + 1;
  bool m = top<T>::v;
  int o = top<int>::v;
  long p = n;
  if (top<T>::v) { i++; }
  return x + i + j + k + l + m + o + p;
}
int use2() { return g(1, 2); }
