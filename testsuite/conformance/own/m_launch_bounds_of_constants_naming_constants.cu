constexpr int kWarp = 32;
constexpr int kWarpsPerBlock = 4;
constexpr int kBlock = kWarp * kWarpsPerBlock;
constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }

__global__ void __launch_bounds__(kBlock) scale(float *v, float s, int n) {
  int i = blockIdx.x * kBlock + threadIdx.x;
  if (i < n) v[i] *= s;
}

void run(float *v, int n) {
  scale<<<ceil_div(n, kBlock), kBlock>>>(v, 0.5f, n);
  static_assert(kBlock % kWarp == 0, "block must be whole warps");
}
