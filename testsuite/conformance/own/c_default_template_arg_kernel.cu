// DESC: kernel template with default template args
template <typename T = float, int N = 4> __global__ void k(T *p) { p[N] = 0; }
void h(float *f, int *i) { k<<<1, 1>>>(f); k<int><<<1, 1>>>(i); k<int, 2><<<1, 1>>>(i); }
