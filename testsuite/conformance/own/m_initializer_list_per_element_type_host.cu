#include <initializer_list>
__global__ void k(float *p) { }
float host(float *p) {
  float s = 0;
  for (int n : {128, 256, 512}) s += n;
  for (double d : {0.5, 1.5}) s += d;
  for (int m : {1, 2}) s -= m;
  std::initializer_list<float> il = {1.0f, 2.0f};
  for (float f : il) s += f;
  return s;
}
static float unused() { float s = 0; for (char c : {'a', 'b'}) s += c; return s; }
