// FLAGS: --extended-lambda
// DESC: two extended lambdas in same function passed to same kernel template
template <typename F> __global__ void each(int n, F f) { int i = threadIdx.x; if (i < n) f(i); }
void h(float *x, float *y, float a, int n) {
  each<<<1, 256>>>(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
  each<<<1, 256>>>(n, [x] __device__(int i) { x[i] = 0; });
}
