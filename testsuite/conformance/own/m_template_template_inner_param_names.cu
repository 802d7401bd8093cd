template <template <typename U, typename> class C, int N> __global__ void k(C<int, float> *c) { }
template <template <typename, int> class D> __global__ void k3(int *p) { }
template <template <class> class E, typename T> __global__ void k4(T *p, int) { }
void h(int *p) { }
