#include <vector>
#include <memory>
#include <algorithm>
__global__ void k(int *p) {}
struct S { int n; };
long f(std::vector<int> &v, std::unique_ptr<S> &u, std::shared_ptr<S> sp) {
  long s = 0;
  std::vector<int>::iterator i2 = v.begin();
  s += *i2;
  auto i3 = v.begin();
  s += *i3;
  for (auto it = v.begin(); it != v.end(); ++it) s += *it;
  s += *std::max_element(v.begin(), v.end());
  int m = *std::min_element(v.begin(), v.end());
  S &r = *u;
  s += r.n + u->n + (*sp).n;
  return s + m;
}
