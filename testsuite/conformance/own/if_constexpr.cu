// FLAGS: -std=c++17
// DESC: if constexpr in template kernel and host
template <typename T> __global__ void k(T *p) { if constexpr (sizeof(T) == 4) p[0] = 1; else p[0] = 2; }
template <typename T> int hh(T v) { if constexpr (sizeof(T) > 4) return 8; else return (int)v; }
void h(int *a, double *b) { k<<<1, 1>>>(a); k<<<1, 1>>>(b); hh(1); hh(2.0); }
