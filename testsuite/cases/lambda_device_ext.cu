// FLAGS: --extended-lambda
template <typename F> __global__ void run(F f) { f(1); }
void h() { run<<<1, 1>>>([] __device__ (int x) { return x; }); }
