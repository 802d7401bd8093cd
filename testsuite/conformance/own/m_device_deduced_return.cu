// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __device__ function whose return type is deduced (auto, decltype(auto), auto *, const auto &) keeps a trapping host copy returning void after its storage; one with a bare auto or decltype(auto) return names no module, auto * does
__device__ auto dev(int x) { return x; }
__device__ decltype(auto) dev2(int x) { return x; }
__device__ auto *dev3(int *x) { return x; }
static __device__ auto dev4(float x) { return x; }
__device__ const auto &dev5(const int &x) { return x; }
__device__ auto dev6(int x) -> int { return x; }
namespace n { __device__ inline auto dev7(int x) { return x + 1; } }
__global__ void k(int *p) { p[0] = dev(1) + dev2(2) + *dev3(p) + (int)dev4(1.0f) + dev5(p[1]) + dev6(3) + n::dev7(4); }
