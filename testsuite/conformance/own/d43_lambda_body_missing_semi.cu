#include <algorithm>
#include <vector>
int count_big(const std::vector<int> &v) {
  return (int)std::count_if(v.begin(), v.end(), [](int x) { return x > 10 });
}
