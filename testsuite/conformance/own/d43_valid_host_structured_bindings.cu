// FLAGS: -std=c++17
#include <vector>
#include <utility>
#include <algorithm>
float total(std::vector<std::pair<int, float>> &v) {
  v.push_back({1, 2.f});
  std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
  float t = 0.f;
  for (auto &[k, w] : v) t += k * w;
  auto [a, b] = v.front();
  return t + a + b;
}
