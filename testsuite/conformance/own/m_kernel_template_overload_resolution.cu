// DESC: launches of overloaded kernels: a non-template exact match and too few arguments deduce no template instance
__global__ void k(int *p) { p[0] = 1; }
__global__ void k(float *p) { p[0] = 2; }
template <typename T> __global__ void k(T *p, int n) { p[n] = 3; }
template <typename T> __global__ void g(T v) { }
__global__ void g(double v) {}
__global__ void g(int a, char b) {}
template <typename T> __global__ void d(T *p, int n = 2) { p[0] = n; }
void h(int *i, float *f, double *x) {
  k<<<1, 1>>>(i); k<<<1, 1>>>(f); k<<<1, 1>>>(x, 1); k<<<1, 1>>>(i, 2);
  g<<<1, 1>>>(1.0); g<<<1, 1>>>(2.0f); g<<<1, 1>>>(3); g<<<1, 1>>>(4, 'c');
  d<<<1, 1>>>(i); d<<<1, 1>>>(f, 3);
}
