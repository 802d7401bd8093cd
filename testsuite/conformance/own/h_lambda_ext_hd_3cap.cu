// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended __host__ __device__ lambdas with three and two captures, one mutable, called on the host and passed to a kernel template
template <typename F> __global__ void each(float *out, F f) { out[threadIdx.x] = f(threadIdx.x); }
float run(float *out, float a, float b, double c) {
  auto f = [=] __host__ __device__ (int i) { return a * i + b + (float)c; };
  each<<<1, 32>>>(out, f);
  auto g = [a, b] __host__ __device__ (int i) mutable { return a + b + i; };
  return f(1) + g(2);
}
