// FLAGS: -std=c++20
#include <concepts>
template <typename T> concept A = sizeof(T) > 1;
template <typename T> concept B = A<T> && (sizeof(T) < 16);
template <typename T> concept C = requires(T a, T b) { a + b; { a * b } -> std::same_as<T>; typename T::type; requires sizeof(T) > 2; };
template <typename T> concept D = !A<T> || std::integral<T> && B<T>;
template <typename T> requires A<T> && B<T> T f1(T x) { return x; }
template <typename T> requires A<T> || (sizeof(T) == 2) T f2(T x) { return x; }
template <typename T> T f3(T x) requires A<T> && B<T> { return x; }
template <typename T> requires requires (T x) { x + 1; } T f4(T x) { return x; }
template <A T, B U> int f5(T, U) { return 1; }
template <typename T> struct S { void m() requires A<T> {} template <B U> void n(U) {} };
template <typename T> requires (sizeof(T) <= 4) struct W { T v; };
template <typename T> requires B<T> && (!std::same_as<T, bool>) __global__ void k(T *p) { *p = 1; }
template <typename T> __global__ void k3(T *p) requires (sizeof(T) == 4) && B<T> { *p = 1; }
int use(int *p) { S<int> s; s.m(); s.n(2); W<int> w{2}; k<<<1,1>>>(p); k3<<<1,1>>>(p); return f1(1) + f2(2) + f3(3) + f4(4) + f5(1, 2) + w.v; }
