// DESC: unnamed kernel parameters named __T<n> in the host file (shared with lambda typedefs) and counted in the stub
struct S { int a; };
void h() { auto l = [](int x){ return x; }; (void)l; }
__global__ void k(S, int *) {}
namespace n { __global__ void k(int, char) {} }
static __global__ void ks(int) {}
__global__ void kd(int = 3);
__global__ void kd(int x) {}
__global__ void kf(int z);
__global__ void kf(int) {}
__global__ void kp(int (*)(int), float = 3) {}
void h2() { auto l = [](int){ return 1; }; (void)l; ks<<<1,1>>>(1); }
