template <class T>
struct S {
  __device__ T get() { return T(); }
};

template <>
struct S<double> {
  __device__ double get() { return 1.0; }
};


template <class T> struct R { T v; };
template <> struct R<int> { int w; };
template <>
struct R<char>
{ char c; };
__global__ void k(double *p) { S<double> s; p[0] = s.get(); }
template <class U>
struct S<U *> { U *p; };
template <>
struct
S<int> { int q; };
enum E { A };
template <E e>
struct W {};
template <>
struct W<A> { int x; };
