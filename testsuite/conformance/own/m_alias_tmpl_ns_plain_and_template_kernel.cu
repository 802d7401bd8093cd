namespace n { template <typename T> using Ptr = const T *; }
template <typename T> __global__ void k(n::Ptr<T> p, T x) { }
__global__ void k2(n::Ptr<int> p) { }
void h(int *f) { k<int><<<1, 1>>>(f, 2); }
