#include <map>
#include <cstdio>
__global__ void k() {}
int main() {
  std::map<int, float> m;
  m[1] = 2.0f;
  m.insert(std::make_pair(3, 4.0f));
  for (auto it = m.begin(); it != m.end(); ++it) printf("%d %f\n", it->first, it->second);
  for (const auto &kv : m) printf("%d\n", kv.first);
  auto f = m.find(3);
  if (f != m.end() && m.count(1) > 0) k<<<1, 1>>>();
  printf("%zu\n", m.size());
  return 0;
}
