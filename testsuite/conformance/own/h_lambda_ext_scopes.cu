// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended __device__ lambdas in nested block scopes (the stub declares a function's closure types scope by scope)
template <typename F> __global__ void run(int n, F f) { }
void host(int n, int *out) {
  run<<<1, 1>>>(n, [=] __device__ (int i) { out[i] = 1; });
  { run<<<1, 1>>>(n, [=] __device__ (int i) { out[i] = 2; }); }
  run<<<1, 1>>>(n, [=] __device__ (int i) { out[i] = 3; });
  if (n) { run<<<1, 1>>>(n, [=] __device__ (int i) { out[i] = 4; }); }
}
