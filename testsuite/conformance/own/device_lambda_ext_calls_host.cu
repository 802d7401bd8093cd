// FLAGS: --extended-lambda
// DESC: extended __device__ lambda calling a host function (cicc reports)
int host_fn(int x) { return x; }
template <typename F> __global__ void run(F f) { f(1); }
void h() { run<<<1, 1>>>([] __device__ (int x) { return host_fn(x); }); }
