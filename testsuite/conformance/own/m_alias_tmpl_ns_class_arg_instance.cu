namespace n { struct P { int a; }; template <typename T> using Ptr = T *; }
template <typename T> __global__ void k(n::Ptr<T> p, n::Ptr<const T> q) { }
void h(n::P *a) { k<<<1, 1>>>(a, a); }
