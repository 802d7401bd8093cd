// FLAGS: -std=c++17
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __device__ calls in if constexpr branches: a template's are never checked, elsewhere only the branch the condition takes
__device__ int dev(int x) { return x; }
struct S { int v; __device__ S() : v(0) {} };
template <bool B> int t1(int x) {
  if constexpr (B) return x;
  else return dev(x);
}
template <bool B> int t2(int x) {
  if constexpr (true) { S s; return dev(x) + s.v; }
  return x;
}
template <bool B> int t5(int x) {
  if constexpr (B) return x;
  return dev(x);
}
template <class T> struct C {
  int f(int x) { if constexpr (sizeof(T) == 4) return dev(x); else return x; }
};
int n1(int x) {
  if constexpr (sizeof(int) == 8) { S s; return dev(x) + s.v; }
  return x;
}
int n2(int x) {
  if constexpr (true) return x; else { return dev(x); }
}
int n3(int x) {
  if constexpr (false) { return 1; } else if constexpr (true) return dev(x);
  return dev(x + 1);
}
int n4(int x) {
  if (false) return dev(x);
  return x;
}
constexpr bool K = false;
int n5(int x) {
  if constexpr (K) return dev(x);
  return x;
}
int n6(int x) {
  if constexpr (!K) return dev(x);
  return x;
}
struct P {
  __host__ __device__ int g(int x) { if constexpr (false) return dev(x); return x; }
  __host__ __device__ int k(int x) { if constexpr (true) return dev(x); return x; }
};
int use() { return t1<true>(1) + t1<false>(1) + t2<true>(1) + t5<true>(1); }
