// DESC: variadic kernel nonempty pack
template <typename... Ts> __global__ void k(Ts... ts) { }
void h() { k<<<1, 1>>>(1); }
