// DESC: device variable template instances named in function templates and in kernel template instances are registered per instance, after the unit, in instantiation order (mask<double>, scale<double>, mask<float>, ...)
int plain(int x) { return x + 1; }
#define W 8
template <typename T> __constant__ T mask[W];
template <typename T> __device__ T scale;
template <typename T> __global__ void k(const T *in, T *out) { out[0] = in[0] * mask<T>[0] + scale<T>; }
template <typename T> void run(const T *in, T *out) {
  T h[W];
  for (int i = 0; i < W; i++) h[i] = 1;
  cudaMemcpyToSymbol(mask<T>, h, W * sizeof(T));
  k<T><<<1, 1>>>(in, out);
}
void go(const float *a, float *b, const double *c, double *d, const int *e, int *f) {
  run<double>(c, d);
  run(a, b);
  k<int><<<1, 1>>>(e, f);
}
