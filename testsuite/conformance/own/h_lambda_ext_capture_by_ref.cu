// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): lambda_ext_capture_by_ref
template <typename F> __global__ void run(F f) { f(1); }
void h() { int y = 1; run<<<1, 1>>>([&] __device__ (int x) { return x + y; }); }
