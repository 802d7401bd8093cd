// FLAGS: --extended-lambda
// DESC: extended hd lambda in template fn passed to kernel
template <typename F> __global__ void run(F f, int *o) { o[0] = f(3); }
template <typename T> void go(int *o, T s) { auto l = [s] __host__ __device__ (int x) { return (int)(x * s); }; run<<<1, 1>>>(l, o); }
void h(int *o) { go(o, 2); go(o, 1.5f); }
