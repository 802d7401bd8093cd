// DESC: a kernel parameter whose typedef (global, namespace, class member, alias template, instance member) names a const or volatile builtin is spelled as that type in the stub's parameters and function type, by the typedef in the host definition (const written on it again dropped); an instance member typedef of a reference type is passed by address (int * in the stub's definition)
struct S { typedef const int CI; typedef volatile long VL; };
template <class T> using C = const T;
template <class T> struct W { typedef const T ct; typedef T &r; typedef const T *cp; };
__global__ void k1(S::CI a, C<int> b, W<int>::ct c, S::VL d) { }
__global__ void k2(W<int>::r a, W<int>::cp b, W<int>::ct *c) { }
typedef const int GCI;
namespace q { typedef const float QF; }
struct S2 { typedef const int CI; };
__global__ void k3(GCI a, q::QF b, S2::CI c, GCI *d) { }
template <class T> using U1 = T;
template <class T> using CU1 = const T;
__global__ void k4(U1<unsigned> a, CU1<unsigned> b, U1<long long> c) { }
