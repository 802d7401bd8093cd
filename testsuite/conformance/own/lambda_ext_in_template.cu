// FLAGS: --extended-lambda
// DESC: extended device lambda inside a function template
template <typename F> __global__ void run(int n, F f) { for (int i = 0; i < n; ++i) f(i); }
template <typename T> void each(T *p, int n) { run<<<1, 1>>>(n, [=] __device__(int i) { p[i] = T(i); }); }
void h(float *f, int *i) { each(f, 3); each(i, 4); }
