// FLAGS: --extended-lambda
// DESC: launch configuration attributes on an extended lambda apply to its call operator: a member function, not a kernel (the second error points at the token after the parameter list's opening parenthesis)
template <typename F> __global__ void run(F f) { f(1); }
void h() { run<<<1, 1>>>([] __device__ (int x) __launch_bounds__(64) {}); run<<<1, 1>>>([] __device__ (  int y  ) __launch_bounds__(64) {}); }
void h2() { run<<<1, 1>>>([] __device__ () __maxnreg__(32) {}); run<<<1, 1>>>([] __device__ () __cluster_dims__(2) {}); }
