// DESC: template kernel in anonymous namespace
namespace { template <typename T> __global__ void k(T v) { } }
void h() { k<<<1, 1>>>(1); }
