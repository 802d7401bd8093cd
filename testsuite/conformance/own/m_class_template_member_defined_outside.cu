template <typename T> __global__ void k(T *p) { }
template <typename T> struct D { T *p; void go(); };
template <typename T> void D<T>::go() { k<T><<<1, 1>>>(p); }
void h(D<short> &a) { a.go(); }
