// DESC: a constexpr or const auto local initialized by a constant (a namespace's, named qualified) is an integral constant: initializers using it fold, and its conversion shows
namespace ms { namespace gpu { const int N = 100; constexpr int D = 2; } }
unsigned long f(int x) {
  constexpr auto N = ms::gpu::N;
  constexpr auto D = ms::gpu::D;
  const auto E = 3;
  unsigned long data_bytes = N * D * sizeof(float);
  unsigned long e2 = E * sizeof(float);
  long k = N;
  return data_bytes + e2 + k + x;
}
long g(int x) { long a = ms::gpu::N * 2 + x; long b = ms::gpu::D; return a + b; }
