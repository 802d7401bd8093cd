// DESC: [[nodiscard]] on a __global__ function
[[nodiscard]] __global__ void k(int *p) { p[0] = 1; }
void h(int *p) { k<<<1, 1>>>(p); }
