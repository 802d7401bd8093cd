// DESC: a float distribution's call draws through generate_canonical<float>, which calls std::nextafter(float, float): two temporaries; a double one's none
#include <random>
__global__ void k(float *p, float v) { p[0] = v; }
int main() {
  std::mt19937 gen(42);
  std::uniform_real_distribution<double> dd(0.0, 1.0);
  std::uniform_real_distribution<float> df(0.0f, 1.0f);
  double d = dd(gen);
  float f = df(gen);
  k<<<1, 1>>>(nullptr, f + (float)d);
  return 0;
}
