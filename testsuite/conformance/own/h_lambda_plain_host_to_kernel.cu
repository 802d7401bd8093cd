// DESC: cufe's own case (recorded with the real cudafe++ 13.5): lambda_plain_host_to_kernel
template <typename F> __global__ void run(F f) { f(1); }
void h() { run<<<1, 1>>>([] (int x) { return x; }); }
