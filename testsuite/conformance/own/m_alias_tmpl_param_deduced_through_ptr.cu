// DESC: alias template kernel param
template <typename T> using Ptr = T *;
template <typename T> __global__ void k(Ptr<T> p) { }
void h(float *f) { k<<<1, 1>>>(f); }
