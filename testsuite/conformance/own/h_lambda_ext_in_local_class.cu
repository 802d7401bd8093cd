// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): lambda_ext_in_local_class
template <typename F> __global__ void run(F f) { f(1); }
void h() { struct L { static void go() { run<<<1, 1>>>([] __device__ (int x) { return x; }); } }; L::go(); }
