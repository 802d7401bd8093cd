// DESC: union kernel parameters: spelled union, set up as scalars though passed by reference (global, namespaced, nested, template arguments)
union U { int i; double d; };
namespace ns { union W { char c[12]; int i; }; }

struct S { union In { int a; char b; }; };
__global__ void k1(U *p, U u, const U c) {}
__global__ void k2(ns::W w, S::In in, int n) {}
template <class T> __global__ void k3(T *p, T v) {}
void h() { U u; k3<<<1,1>>>(&u, u); ns::W w; k3<<<1,1>>>(&w, w); }
