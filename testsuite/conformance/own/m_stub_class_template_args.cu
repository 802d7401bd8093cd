// DESC: kernel template instances with class arguments: spelled from the global scope (    ::Q,  ::ns::R,     ::Pair<int> ), wrapper parameters struct ::Q, casts without top-level const, offsets after class-template parameters
struct Q { int n; };
namespace ns { struct R { int n; }; }
template <typename T> struct Pair { T a, b; };
template <typename T> __global__ void k(const T t, const int n, T *p, const T *cp) { }
template <typename T> __global__ void k2(Pair<T> p, T *o) { o[0] = p.a + p.b; }
template <typename T> __global__ void k3(T t, int *o) { }
void h(Q *p, int *o) { Q q{1}; ns::R r{2}; Pair<int> pr{1, 2}; k<<<1, 1>>>(q, 1, p, p); k2<<<1, 1>>>(pr, o); k3<Q><<<1, 1>>>(q, o); k3<<<1, 1>>>(r, o); k3<<<1, 1>>>(pr, o); }
