#include <cmath>
__global__ void k(float *p, double *q) {
  p[0] = sqrtf(p[1]) + expf(p[2]) + fmaxf(p[3], p[4]) + __fmul_rn(p[5], p[6]);
  q[0] = pow(q[1], 2.0) + fabs(q[2]) + fma(q[3], q[4], q[5]);
  p[7] = __saturatef(p[8]) + rsqrtf(p[9]) + __fdividef(p[0], p[1]);
}
double host(double x) { return std::sqrt(x) + std::pow(x, 3) + floor(x); }
