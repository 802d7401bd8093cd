// An empty class template's object passed to a kernel from a function
// template: its size (1) is that of each instance, so the next offset
// after an int at 8 is 12.
template <typename T> struct TOp { __device__ T operator()(T a) const { return a; } };
template <typename T, typename F> __global__ void k(T *o, int n, F f) { o[0] = f(n); }
template <typename T> void run(T *o) { k<T><<<1, 1>>>(o, 2, TOp<T>()); k<<<1, 1>>>(o, 3, TOp<T>()); }
void h(int *o, double *d) { run(o); run(d); }
