// FLAGS: -std=c++17
#include <vector>
#include <utility>
#include <tuple>
#include <map>
struct P { int a; float b; };
int f(std::vector<std::pair<int, int> > &pv, std::vector<P> &v, std::map<int, P> &m, const std::vector<std::tuple<int, float, char> > &tv) {
  int s = 0;
  for (auto [x, y] : pv) s += x * y;
  for (const auto &[a, b] : v) { s += a; }
  for (auto &[k, p] : m) s += k + p.a;
  for (const auto &[i, f, c] : tv) { s += i + c; }
  P arr[2] = {{1, 2.f}, {3, 4.f}};
  for (auto [q, r] : arr) { s += q; }
  return s;
}
__global__ void k() {}
