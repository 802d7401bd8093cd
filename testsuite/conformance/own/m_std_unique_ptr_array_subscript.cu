#include <memory>
__global__ void k(float *p) {}
int main() {
  std::unique_ptr<float[]> host(new float[16]);
  std::unique_ptr<int> one(new int(3));
  int c = 0;
  for (int i = 0; i < 16; ++i) if (host[i] == 3.5f) ++c;
  host[0] = 1.0f;
  float v = host[1] + 2.0f;
  if (*one == 3) k<<<1, 1>>>(host.get());
  return c + (int)v;
}
