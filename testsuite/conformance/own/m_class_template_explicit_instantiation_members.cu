template <typename T> __global__ void k(T *p) { }
template <typename T> struct D { T *p; void go() { k<T><<<1, 1>>>(p); } };
template struct D<char>;
__global__ void z() {}
