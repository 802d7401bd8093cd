// DESC: host calls of __device__ members of class template instances and const members: class arguments shown, const kept
namespace ns { template <typename T> struct C { __device__ T get() const { return v; } T v; }; }
struct S { __device__ int f() const { return 0; } __device__ int g(int *p) const { return 0; } };
template <typename T, int N> struct D { __device__ void put(T x, int *p) { } };
void h1(ns::C<int> c) { c.get(); }
void h2(S s) { s.f(); }
void h3(D<float, 4> &d) { d.put(1.0f, 0); }
void h4(S s) { s.g(0); }
