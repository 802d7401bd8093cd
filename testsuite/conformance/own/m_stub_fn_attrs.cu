__attribute__((unused)) inline __noinline__ __global__ void k1(int *p) { p[0] = 1; }
__noinline__ __attribute__((unused)) __global__ void k2(int *p) { p[0] = 1; }
__forceinline__ __global__ void k3(int *p) { p[0] = 1; }
static inline __global__ void k4(int *p) { p[0] = 1; }
__attribute__((cold)) __global__ void k5(int *p) { p[0] = 1; }
__attribute__((used)) __global__ void k6(int *p) { p[0] = 1; }
void h(int *p) { k1<<<1, 1>>>(p); k2<<<1, 1>>>(p); k3<<<1,1>>>(p); k4<<<1,1>>>(p); k5<<<1,1>>>(p); k6<<<1,1>>>(p); }
__attribute__((cold)) __noinline__ __attribute__((used)) __attribute__((unused)) __global__ void j1(int *p) { p[0] = 1; }
__attribute__((used, cold, unused)) __forceinline__ __global__ void j2(int *p) { p[0] = 1; }
__attribute__((hot)) __attribute__((cold)) __global__ void j3(int *p) { p[0] = 1; }
void h2(int *p) { j1<<<1, 1>>>(p); j2<<<1, 1>>>(p); j3<<<1, 1>>>(p); }
class C {
  int v;
  friend __global__ void kf(C c, int *o);
};
__global__ void kf(C c, int *o) { o[0] = c.v; }
