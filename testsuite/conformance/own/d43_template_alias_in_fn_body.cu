#include <vector>
int sizes() {
  template <class T> using vec = std::vector<T>;
  std::vector<int> a(3);
  return (int)a.size();
}
