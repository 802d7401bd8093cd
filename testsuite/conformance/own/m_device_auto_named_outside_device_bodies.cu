namespace ns { __device__ auto dev(int x) { return x; } }
struct S { __device__ static auto sm() { return 2; } };
__device__ decltype(auto) dev2(int x) { return x; }
__device__ auto dev3(int x) -> int { return x; }
constexpr __device__ auto dev4(int x) { return x; }
int h() { return ns::dev(1) + S::sm(); }
__host__ __device__ int hd() { return ns::dev(1); }
unsigned long h1() { return sizeof(dev2(1)) + sizeof(dev3(1)) + sizeof(dev4(1)); }
void h5() { auto p = &ns::dev; (void)p; }
decltype(ns::dev(1)) g;
using T = decltype(S::sm());
int g2 = sizeof(ns::dev(1));
__device__ auto g1() -> decltype(dev2(1)) { return 1; }
struct V { decltype(ns::dev(1)) m; static const int n = sizeof(dev2(1)); };
__global__ void k(decltype(dev2(1)) *p) { *p = ns::dev(1) + dev2(2); }
int hh(int a = sizeof(dev2(1))) { return a; }
