// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): generic extended lambdas (auto parameters mangle as the operator's template parameters, T_ then a substitution) and extended lambdas launched from plain lambdas' bodies (named in the enclosing lambda's operator(), const or mutable)
template <typename F> __global__ void k1(F f, float *out) { float v = out[0]; out[threadIdx.x] = f(v, 2); }
template <typename F> __global__ void k2(F f) { f(threadIdx.x); }
struct Runner {
  float *buf;
  void go(int n) const {
    auto outer = [=](float *p, int m) mutable {
      k1<<<1, m>>>([] __device__ (const auto &a, auto b) { return a * b; }, p);
      k2<<<1, 1>>>([=] __device__ (int i) { (void)i; });
    };
    outer(buf, n);
  }
};
void host2(float *p) {
  auto a = [](int x) { return x; };
  auto b = [&](double d) {
    k2<<<1, 2>>>([] __device__ (auto i) { (void)i; });
    k2<<<1, 3>>>([] __device__ (int i) { (void)i; });
  };
  k1<<<1, 1>>>([] __device__ (float x, int y) { return x + y; }, p);
  b(1.0);
  (void)a;
}

template <typename F> __global__ void apply_k(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <typename F> void run_k(F f, int *out) { apply_k<<<1, 32>>>(f, out); }
void host1(int *out) {
  run_k([] __device__ (auto x) { return x * 2; }, out);
  run_k([] __host__ __device__ (int x) { return x + 1; }, out);
  auto g = [=] (int n) { apply_k<<<1, n>>>([] __device__ (int i) { return i; }, out); };
  g(4);
}
int main() { float *p = nullptr; host2(p); Runner r{p}; r.go(3); }
