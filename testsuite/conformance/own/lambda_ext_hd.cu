// FLAGS: --extended-lambda
// DESC: extended host device lambda stored in a variable
template <typename F> __global__ void apply(float *p, F f) { p[0] = f(1.0f); }
float h(float *p, float a) { auto f = [a] __host__ __device__(float x) { return a * x; }; apply<<<1, 1>>>(p, f); return f(2.0f); }
