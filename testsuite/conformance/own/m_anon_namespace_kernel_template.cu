// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a kernel template in an unnamed namespace forwards to its wrapper by the namespace's full name (::_GLOBAL__N_...::, ::n::_GLOBAL__N_...:: in a namespace), and the stub names its instances _NV_ANON_NAMESPACE::k<int>
namespace {
template <typename T>
__global__ void k(T v, int *p) { p[0] = (int)v; }
}
namespace n {
namespace {
template <int N>
__global__ void q(int *p) { p[0] = N; }
}
}
void h(int *p) { k<<<1, 1>>>(1.5f, p); k<int><<<1, 1>>>(2, p); n::q<3><<<1, 1>>>(p); }
