// FLAGS: --extended-lambda
// DESC: extended __host__ __device__ lambda in a kernel launch calling a __device__ function
__device__ int dev(int x) { return x; }
template <typename F> __global__ void run(F f) { f(1); }
void h() { run<<<1, 1>>>([] __host__ __device__ (int x) { return dev(x); }); }
