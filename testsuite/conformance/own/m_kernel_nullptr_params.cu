#include <cstddef>
__global__ void k1(decltype(nullptr) n, int x) { }
__global__ void k2(std::nullptr_t n) { }
template <typename T> __global__ void k3(T t, decltype(nullptr) n) { }
void h() { k1<<<1, 1>>>(nullptr, 1); k2<<<1,1>>>(nullptr); k3<<<1,1>>>(2, nullptr); }
