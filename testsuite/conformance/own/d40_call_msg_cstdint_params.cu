// DESC: __device__ function with uint32_t parameter called from host
#include <cstdint>
__device__ int at(uint32_t i, int64_t j) { return (int)(i + j); }
int h() { return at(1, 2); }
