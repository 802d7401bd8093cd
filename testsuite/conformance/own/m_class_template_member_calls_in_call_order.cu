template <typename T> __global__ void k(T *p) { }
template <typename T> struct D { T *p; void go() { k<T><<<1, 1>>>(p); } void run() { go(); } };
void h(D<int> &a, D<float> &b) { b.run(); a.go(); }
