// DESC: union as template arg of kernel
union V { int i; float f; };
template <typename T> __global__ void k(T t) { }
void h() { V v; v.i = 0; k<<<1, 1>>>(v); }
