// DESC: __constant__ constexpr variable inside a namespace
namespace cfg { __constant__ constexpr float pi = 3.14f; }
__global__ void k(const float *o) {}
