// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended lambdas in free functions and main (captured pointers, a dim3 launch configuration computed at run time, a loop body)
#include <cstdio>
template <typename F> __global__ void for_each(int n, F f) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) f(i); }
template <typename T, typename F> __global__ void transform(T *out, const T *in, int n, F f) { int i = threadIdx.x; if (i < n) out[i] = f(in[i]); }
void saxpy(int n, float *x, float *y, float a) {
  for_each<<<(n + 255) / 256, 256>>>(n, [=] __device__ (int i) { y[i] = a * x[i] + y[i]; });
}
void scale(int n, double *out, const double *in, double s) {
  transform<<<1, n>>>(out, in, n, [s] __device__ (double v) { return v * s; });
}
int main() {
  int n = 1024;
  float *x = nullptr, *y = nullptr;
  saxpy(n, x, y, 2.0f);
  auto sq = [] __host__ __device__ (float v) { return v * v; };
  printf("%f\n", sq(3.0f));
  for_each<<<4, 256>>>(n, [=] __device__ (int i) {
    for (int k = 0; k < 4; ++k) { x[i] += k; }
  });
  return 0;
}
