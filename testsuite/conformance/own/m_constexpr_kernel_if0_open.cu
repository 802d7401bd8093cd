// DESC: a constexpr __global__ function (template or not) leaves its #if 0 open, as cudafe++ does; what follows needs no marker
__global__ constexpr void k0(int *p) {}
template <typename T> __global__ inline void k1(T *p) {}
template <typename T> __global__ constexpr void k(T *p) {}
void h(int *p) { k<<<1,1>>>(p); }
