// DESC: a call deduces a function template's arguments from a class template named through a using-declaration, in the parameter and in the argument's declared type alike
int plain(int x) { return x + 1; }
namespace lib { template <class T> struct vec { T *p; }; }
using lib::vec;
template <class T> __global__ void k(T *p) { *p = 0; }
template <class T> void g(const vec<T> &v) { k<T><<<1, 1>>>(v.p); }
template <class T> void f(T *p) { vec<T> v; v.p = p; g(v); }
template void f(float *);
template void f(double *);
