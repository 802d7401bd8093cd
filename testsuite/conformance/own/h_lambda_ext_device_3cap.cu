// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended __device__ lambdas with three captures and none, passed to a kernel template
template <typename F> __global__ void each(float *out, F f) { out[threadIdx.x] = f(threadIdx.x); }
void scale(float *out, float a, float b, int n) {
  each<<<1, 32>>>(out, [=] __device__ (int i) { return a * i + b + n; });
  each<<<1, 32>>>(out, [] __device__ (int i) { return 2.0f * i; });
}
