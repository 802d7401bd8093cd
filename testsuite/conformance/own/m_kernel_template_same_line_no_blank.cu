int a; template <typename T> __global__ void k(T v) { }
namespace n { template <typename T> __global__ void k2(T v) { } }
namespace { template <typename T> __global__ void k3(T v) { } }
void h() { k<<<1, 1>>>(1); n::k2<<<1, 1>>>(1); k3<<<1, 1>>>(2); }
