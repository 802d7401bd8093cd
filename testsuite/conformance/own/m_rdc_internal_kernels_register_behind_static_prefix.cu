// FLAGS: -rdc=true
template <typename T> __global__ void k(T *p) { *p = T(); }
namespace ns { template <int N> __global__ void nk(int *p) { *p = N; } }
template <typename T> static __global__ void sk(T *p) { *p = T(); }
template <typename T> __global__ void unused_k(T *p) { *p = T(); }
template __global__ void unused_k<int>(int *);
__global__ void plain(int *p) { *p = 0; }
void h(int *p, float *f) {
  k<<<1, 1>>>(p); k<float><<<1, 1>>>(f); ns::nk<3><<<1, 1>>>(p); sk<<<1, 1>>>(p); plain<<<1, 1>>>(p);
}
namespace { __global__ void pk(int *p) { *p = 1; } }
static __global__ void spk(int *p) { *p = 2; }
void h2(int *p) { pk<<<1, 1>>>(p); spk<<<1, 1>>>(p); }
