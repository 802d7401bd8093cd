#include <vector>
__global__ void k(int *p) {}
long f(std::vector<int> &v) {
  long s = 0;
  std::vector<int>::iterator i2 = v.begin();
  s += *i2;
  auto i3 = v.begin();
  s += *i3;
  for (auto it = v.begin(); it != v.end(); ++it) s += *it;
  return s;
}
