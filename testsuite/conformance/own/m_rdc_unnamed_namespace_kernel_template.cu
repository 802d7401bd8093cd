// FLAGS: -rdc=true
namespace { template <typename T> __global__ void ak(T *p) { *p = T(); } }
template <typename T> static __global__ void sk(T *p) { *p = T(); }
void h(int *p, float *f) { ak<<<1, 1>>>(f); sk<<<1, 1>>>(p); }
