// FLAGS: --extended-lambda
// DESC: extended device lambda with explicit return type and no captures
template <typename F> __global__ void run(F f, float *o) { o[0] = f(1.0f, 2); }
void h(float *o) { run<<<1, 1>>>([] __device__ (float a, int b) -> float { return a * b; }, o); }
