// FLAGS: -rdc=true
// DESC: with -rdc, const and constexpr device variables keep their internal linkage unmarked: neither static nor hidden
const __device__ int c1 = 4;
constexpr __device__ int c2 = 5;
namespace n { const __device__ int c3 = 4; constexpr __device__ int c4 = 1; }
__global__ void k() {}
