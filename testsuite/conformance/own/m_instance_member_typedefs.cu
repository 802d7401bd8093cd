// DESC: a kernel template's parameters naming member typedefs of dependent instances (typename n::W<T>::tp, typename Tr<T>::L): each instance names them through typedefs of the substituted member (typedef long _ZN2TrIiE1LE;, n::W<    ::P> ::tp), a cv-qualified one spelled as its type in the stub's parameters (const struct P&) but by its typedef in the wrapper, a reference one passed by address (the wrapper takes it as is)
struct P { int x; };
namespace n { template <class T> struct W { typedef T t; typedef T *tp; typedef const T ct; typedef T &r; }; }
template <typename T> struct Tr { typedef typename n::W<T>::t wt; typedef long L; typedef P cls; };
template <typename T> __global__ void k(typename n::W<T>::tp a, typename Tr<T>::L b, typename Tr<T>::cls c, typename n::W<T>::ct d, typename n::W<T>::r e) { }
void host(int *p, P q, int &r) { k<int><<<1, 1>>>(p, 2, q, 3, r); k<P><<<1, 1>>>(&q, 2, q, q, q); }
