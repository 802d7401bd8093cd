// DESC: a later callee without parameters (mangled _Z1dv, nothing left out) is named plainly
__device__ int dev(int); __device__ int dev2(int); __device__ void d(); __device__ void d2();
template <typename T> __device__ void f1(T x) { }
template <typename T> __device__ int f2(T x) { return 0; }
template <typename T, typename U> __device__ T f3(T x, U y) { return x; }
template <typename T> __device__ T* f4(T* x) { return x; }
template <typename T> __device__ T f5(const T& x, int n) { return x; }
template <int N> __device__ int f6(int x) { return x + N; }
template <typename T> __device__ T f7() { return T(); }
namespace ns { template <typename T> __device__ T f8(T x) { return x; } }
struct S { template <typename T> __device__ T m(T x) const { return x; } };
template <typename T> struct B { __device__ T get() const { return v; } __device__ void set(T x) { v = x; } T v; static __device__ T st(T a) { return a; } };
void h(int v){ dev(v); d(); dev2(v); }
