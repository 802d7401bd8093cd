namespace n {
struct S { static int x; friend __global__ void
  k(int *p) { *p = 1; } };
template <class U> struct R { template <class T> friend __global__ void kk(T *p) { *p = 1; } };
struct W { template <class T> __global__ friend void kw(T *p) { *p = 1; } };
}
