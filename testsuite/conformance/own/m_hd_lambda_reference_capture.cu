// FLAGS: --extended-lambda
// DESC: an extended __host__ __device__ lambda cannot capture by reference either (default & capture: at the parameters and at each implicit capture; explicit &x: at the name)
template <typename F> __global__ void run(F f) { f(); }
void h(int n, int m) {
  run<<<1, 1>>>([&] __host__ __device__ () { return n; });
  run<<<1, 1>>>([&m] __host__ __device__ () { return m; });
  run<<<1, 1>>>([=, &n] __host__ __device__ () { return n + m; });
  auto l = [&] __host__ __device__ () { return n; };
  (void)l;
}
