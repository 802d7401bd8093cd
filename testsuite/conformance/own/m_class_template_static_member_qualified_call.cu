template <typename T> __global__ void k(T *p) { }
template <typename T> struct D { static void go(T *p) { k<<<1, 1>>>(p); } };
void h(int *p) { D<int>::go(p); }
