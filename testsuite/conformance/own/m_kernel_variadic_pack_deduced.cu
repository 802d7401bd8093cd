// DESC: variadic template kernel
template <typename... Ts>
__global__ void k(int *p, Ts... ts) { p[0] = sizeof...(Ts); }
void h(int *p) { k<<<1, 1>>>(p, 1, 2.0, 'c'); k<<<1, 1>>>(p); }
