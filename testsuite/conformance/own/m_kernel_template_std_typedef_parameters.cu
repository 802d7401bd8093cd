#include <cstddef>
#include <cstdint>
template<class T> __global__ void k(T *p, std::size_t n, std::uint32_t m, std::int64_t q) {}
void f(float *p) { k<<<1,1>>>(p, 3, 4u, 5); }
