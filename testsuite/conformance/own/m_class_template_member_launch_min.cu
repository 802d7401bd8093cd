// DESC: class template member launches k<T>
template <typename T> __global__ void k(T *p) { }
template <typename T> struct D { T *p; void go() { k<T><<<1, 1>>>(p); } };
void h(D<int> &a) { a.go(); }
