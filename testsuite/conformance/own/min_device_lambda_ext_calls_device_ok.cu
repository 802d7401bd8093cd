// FLAGS: --extended-lambda
// DESC: VALID: extended __device__ lambda calling a __device__ function
__device__ int dev(int x) { return x; }
template <typename F> __global__ void run(F f) { f(1); }
void h() { run<<<1, 1>>>([] __device__ (int x) { return dev(x); }); }
