// DESC: __device__ function with a std::size_t parameter called from host
#include <cstddef>
__device__ int at(std::size_t i) { return (int)i; }
int h() { return at(1); }
