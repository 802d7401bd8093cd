// DESC: alias template in kernel param
template <typename T> using Ptr = T *;
template <typename T> __global__ void k(Ptr<T> p, int n) { p[n] = 0; }
void h(Ptr<float> f) { k<<<1, 1>>>(f, 2); }
