// DESC: cufe's own case (recorded with the real cudafe++ 13.5): t6
__global__ void k1(int x) = delete;
__global__ static void k2() {}
static __global__ void k3();
inline __global__ void k4() {}
__global__ void k5(int x = 3) {}
extern "C" __global__ void k6() {}
namespace { __global__ void k7() {} __device__ int anon_v; }
__global__ void k8(int a[]) {}
__noinline__ __global__ void k9() {}
__forceinline__ __device__ int f1() { return 1; }
__device__ __noinline__ int f2() { return 1; }
