// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a template, a call as a conditional's condition is parenthesized only when its type depends on the template's parameters (an argument declared with a dependent type), not when a local merely initialized from something value-dependent is passed (std::isinf(p_lse) for a float p_lse = lse[n * (16 / sizeof(T))])
#include <cmath>
#include <cstdint>
int plain(int x) { return x + 1; }
int f(int);
template <typename scalar_t>
__global__ void k(scalar_t *out, const float *__restrict__ lse, const uint32_t n) {
  const uint32_t pack = 16 / sizeof(scalar_t);
  float p_lse = lse[n * pack];
  p_lse = std::isinf(p_lse) ? -1e30f : p_lse;
  float s_lse = lse[n];
  s_lse = std::isinf(s_lse) ? -1e30f : s_lse;
  out[0] = p_lse + s_lse;
}
template <typename T> float h(float x, T v, int i) {
  x = std::isinf(x) ? 0.f : x;
  int a = f(v) ? 1 : 2;
  int b = f(i) ? 3 : 4;
  auto c = v;
  int d = f(c) ? 5 : 6;
  int e = f((int)sizeof(T)) ? 7 : 8;
  return x + a + b + d + e;
}
int main() { k<float><<<1, 1>>>(0, 0, 1); return (int)h<int>(1.f, 2, 3); }
