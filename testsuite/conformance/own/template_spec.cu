// DESC: template kernel with explicit specialization and traits
template <typename T> struct Tr { static const int v = 1; };
template <> struct Tr<double> { static const int v = 2; };
template <typename T> __global__ void k(T *p) { p[0] = Tr<T>::v; }
template <> __global__ void k<char>(char *p) { p[0] = 'c'; }
void h(int *a, double *b, char *c) { k<<<1, 1>>>(a); k<<<1, 1>>>(b); k<<<1, 1>>>(c); }
