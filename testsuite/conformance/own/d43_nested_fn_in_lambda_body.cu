#include <algorithm>
#include <vector>
int main() {
  std::vector<int> v{3, 1, 2};
  std::sort(v.begin(), v.end(), [](int a, int b) {
    int key(int x) { return -x; }
    return a < b;
  });
  return v[0];
}
