#include <vector>
__global__ void k(int *p) { }
int host() {
  std::vector<int> a(4, 1);
  std::vector<int> b(a);
  b.reserve(8);
  b.assign(3, 2);
  std::vector<double> d;
  d.resize(5);
  return (int)(a.size() + b.size() + d.size());
}
