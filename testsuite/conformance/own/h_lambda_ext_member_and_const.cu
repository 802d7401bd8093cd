// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended lambdas in a member function (this captured) and capturing a const double, a kernel template with two parameters
template <typename T, typename F> __global__ void apply2(T *p, int n, F f) { int i = threadIdx.x; if (i < n) p[i] = f(p[i]); }
struct Scaler {
  float factor;
  void run(float *p, int n) { apply2<<<1, n>>>(p, n, [=] __device__ (float v) { return v * factor; }); }
};
double twice(double *d, int n) {
  const double two = 2.0;
  auto g = [two] __host__ __device__ (double v) { return v * two; };
  apply2<<<dim3(1), dim3(n)>>>(d, n, g);
  return g(d[0]);
}
int main() {
  Scaler s{3.0f};
  float buf[4] = {1, 2, 3, 4};
  s.run(buf, 4);
  double d[2] = {1.0, 2.0};
  return (int)twice(d, 2);
}
