// FLAGS: --extended-lambda
// DESC: extended device lambda passed to templated kernel
template <typename F> __global__ void apply(int *p, F f) { p[threadIdx.x] = f(threadIdx.x); }
void h(int *p, int s) { apply<<<1, 32>>>(p, [=] __device__(int i) { return i * s; }); }
