// DESC: variadic kernel nonempty and int param
template <typename... Ts> __global__ void k(int *p, Ts... ts) { }
void h(int *p) { k<<<1, 1>>>(p); }
