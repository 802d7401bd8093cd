// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended lambdas in a function template instantiated explicitly, by calls with deduced and explicit arguments and by another template's instance (closure names per instance)
template <typename F> __global__ void each(int n, F f) { f(threadIdx.x); }
template <typename T, typename U>
void fill(T *out, T v, U scale, int n) {
  each<<<1, n>>>(n, [=] __device__ (int i) { out[i] = v * scale; });
  auto g = [=] __host__ __device__ (int i) { return v; };
  each<<<1, n>>>(n, g);
}
template <typename T> void twice(T *p, int n) { fill(p, T(2), 2.0, n); }
template void fill<int, float>(int *, int, float, int);
void host(double *d, float *f, int n) {
  fill(d, 1.0, 3, n);
  fill<float, long>(f, 1.0f, 2L, n);
  twice(f, n);
}
