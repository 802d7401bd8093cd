// DESC: static template kernel
template <typename T> static __global__ void k(T *p) { }
void h(int *p) { k<<<1, 1>>>(p); }
