struct P { int x; };
template <typename T> struct Traits { typedef T type; using ptr = const T *; };
template <typename T> __global__ void k(typename Traits<T>::type p, typename Traits<T>::ptr q) { }
void host(P p, const int *q) { k<P><<<1, 1>>>(p, nullptr); k<int><<<1, 1>>>(3, q); }
