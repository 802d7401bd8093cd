// FLAGS: -std=c++17
#include <cstdio>
__global__ void k(float *p, float s) { p[threadIdx.x] *= s; }
int main() {
  auto make_scaler = [](float f) { return [f](float v) { return v * f; }; };
  auto twice = make_scaler(2.0f);
  const auto thrice = make_scaler(3.0f);
  auto plain = [](int a) { return a + 1; };
  auto seven = plain(6);
  auto counter = []() { return []() { return 7; }; };
  auto c = counter();
  float *p = nullptr;
  k<<<1, 32>>>(p, twice(1.0f) + thrice(2.0f) + seven + c());
  return 0;
}
