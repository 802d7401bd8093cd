// DESC: host calls of function template instances, deduced and explicit: the first named as EDG shows the instance, later ones by a partial mangled name
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
void h(int v, float w, S s, B<int> b, B<float> &bf) {
  f1(v);
  f1<float>(w);
  f2(v);
  f3(v, w);
  f4(&v);
  f5(w, 1);
  f6<3>(v);
  f7<double>();
  ns::f8(v);
  s.m(w);
  b.get();
  bf.set(w);
}
