// DESC: __launch_bounds__ on kernel template declaration only, definition without; launched
template <typename T> __global__ void __launch_bounds__(64) k(T *p);
template <typename T> __global__ void k(T *p) { p[0] = 1; }
void h(int *p) { k<<<1, 1>>>(p); }
