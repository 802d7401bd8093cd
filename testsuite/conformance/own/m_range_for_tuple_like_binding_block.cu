#include <map>
#include <cstdio>
void f(std::map<int, float> &m, int (&arr)[4]) {
  for (const auto &[k, v] : m) std::printf("%d %f\n", k, v);
  for (auto &[k, v] : m) v += 1.0f;
  for (auto [k, v] : m) { std::printf("%d\n", k); }
  for (int x : arr) std::printf("%d\n", x);
  for (auto &&[k, v] : m)
    if (k > 2) std::printf("big\n");
  for (const auto &[k, v] : m) for (int x : arr) std::printf("%d\n", x + k);
}
__global__ void k() {}
int main() { std::map<int, float> m; int a[4] = {}; f(m, a); k<<<1, 1>>>(); }
