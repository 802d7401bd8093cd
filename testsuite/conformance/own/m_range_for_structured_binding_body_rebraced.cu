// FLAGS: -std=c++17
#include <map>
#include <vector>
#include <utility>
struct P { int a; float b; };
int f(std::map<int, int> &m, std::vector<P> &v, std::vector<std::pair<int, int> > &pv) {
  int s = 0;
  for (auto &[k, x] : m) { s += k + x; }
  for (const auto &[a, b] : v) s += a;
  for (auto [x, y] : pv) {
    s += x;
    s -= y;
  }
  for (auto &e : v) { s += e.a; }
  P arr[2] = {{1, 2.f}, {3, 4.f}};
  for (auto &[q, r] : arr) s += q;
  return s;
}
__global__ void k() {}
