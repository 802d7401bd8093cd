// DESC: cufe's own case (recorded with the real cudafe++ 13.5): always_inline on a function definition that is not inline warns 2473 at the attribute (templates and their specializations, static, host device, kernels); none on a prototype, after an inline declaration, on constexpr, on a member defined in its class or with __forceinline__; a non-inline kernel's stub drops it; a function inline by an earlier declaration names no module
inline __device__ int i(int);
__attribute__((always_inline)) __device__ int i(int x) { return x; }
__attribute__((always_inline)) __device__ int f(int);
__device__ int f(int x) { return x; }
__attribute__((always_inline)) __device__ int g(int);
__attribute__((always_inline)) __device__ int g(int x) { return x; }
__device__ __attribute__((always_inline)) int h(int x) { return x; }
[[gnu::always_inline]] __host__ __device__ int hd(int x) { return x; }
__attribute__((always_inline)) constexpr int c(int x) { return x; }
__forceinline__ __device__ int fi(int x) { return x; }
struct S {
  __attribute__((always_inline)) __device__ int m(int x) { return x; }
  static __attribute__((always_inline)) __device__ int s(int x);
};
__attribute__((always_inline)) __device__ int S::s(int x) { return x; }
template <typename T> __attribute__((always_inline)) __device__ T t(T x) { return x; }
__attribute__((always_inline)) static __device__ int sf(int x) { return x; }
__attribute__((always_inline)) __device__ int v;
__attribute__((always_inline)) __global__ void k1() {}
template <typename T> __attribute__((always_inline)) __global__ void k2(T) {}
__attribute__((always_inline)) inline __global__ void k3() {}
__global__ void k(int *p) { *p = f(1) + g(1) + i(1) + h(1) + hd(1) + fi(1) + sf(1) + t(1) + S::s(1); }
int main() { k1<<<1, 1>>>(); k2<<<1, 1>>>(1); k3<<<1, 1>>>(); }
