#include <vector>
#include <algorithm>
__global__ void k(int *p) { }
int sum(std::initializer_list<long> l) { long s = 0; for (long v : l) s += v; return (int)s; }
int host(int a, int b, int c) {
  std::vector<float> v = {1.0f, 2.0f};
  std::vector<int> w(16);
  w.push_back(a);
  return std::max({a, b, c}) + sum({1L, 2L}) + (int)v.size();
}
