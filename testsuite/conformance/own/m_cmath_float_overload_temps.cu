#include <cmath>
__global__ void k(float *p, double *q, int n) {
  p[0] = pow(p[1], 2) + atan2(p[2], p[3]);
  q[0] = pow(q[1], n);
}
double h(double x, int n, float f, long double l, char c) {
  return pow(n, n) + pow(x, 2.0) + pow(f, x) + pow(l, 2) + pow(f, f) + pow(l, l) + pow(c, x);
}
float g(float f) { return std::fma(f, f, f) + std::ldexp(f, 2) + std::fmin(f, f) + std::hypot(f, f) + std::atan2(f, 1.0); }
inline double unused(double x) { return std::pow(x, 3); }
