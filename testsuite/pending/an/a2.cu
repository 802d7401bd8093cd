namespace { template <typename T> __global__ void k(T v, int *p) { p[0] = (int)v; } }
namespace n { namespace { template <int N> __global__ void q(int *p) { p[0] = N; } } }
void h(int *p) { k<<<1, 1>>>(1.5f, p); k<int><<<1, 1>>>(2, p); n::q<3><<<1, 1>>>(p); }
