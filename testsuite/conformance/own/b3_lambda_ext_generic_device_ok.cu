// FLAGS: --extended-lambda
// DESC: VALID: generic extended __device__ lambda
template <typename F> __global__ void run(F f) { f(1); }
void h() { run<<<1, 1>>>([] __device__ (auto x) { return x; }); }
