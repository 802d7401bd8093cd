// In a template, a C-style cast of a class template specialization built with its parameters
// (a conversion function call) parenthesizes the object: (T *)(Bar< T> ()); a plain one does not.
struct Foo { operator float *() { static float f; return &f; } };
template <class T> struct Bar { operator T *() { static T t; return &t; } };
__global__ void k(int *p) { *p = 1; }
float *a() { return (float *)Foo(); }
float *b() { return (float *)Bar<float>(); }
template <class T> T *c() { return (T *)Bar<T>(); }
template <class T> T *d() { Bar<T> x; return (T *)x; }
float *e() { return c<float>() + (d<float>() - d<float>()); }
