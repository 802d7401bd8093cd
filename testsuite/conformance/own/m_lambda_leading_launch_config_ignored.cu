// FLAGS: --extended-lambda
// DESC: a launch configuration attribute between a lambda's captures and its parameter list (or its body) is ignored without a diagnostic, before or after an execution space; after the parameter list it is the call operator's (m_lambda_launch_config)
template <typename F> __global__ void run(F f) { f(1); }
void h() { auto l = [] __launch_bounds__(64) (int x) { return x; }; (void)l; }
void h2() { auto l = [] __maxnreg__(32) () { return 1; }; (void)l; }
void h3() { auto l = [] __launch_bounds__(64) { return 1; }; (void)l; }
void h4() { run<<<1, 1>>>([] __device__ __launch_bounds__(64) (int x) {}); }
void h5() { run<<<1, 1>>>([] __launch_bounds__(64) __device__ (int x) {}); }
void h6() { run<<<1, 1>>>([] __device__ __cluster_dims__(2) (int x) {}); }
