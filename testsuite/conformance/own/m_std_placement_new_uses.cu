// DESC: libstdc++ uses that make the placement operator new(size_t, void *) device code (one temporary per unit): a sized vector, inserting members, make_shared; a vector of a size and a value, reserve, and a plain declaration make none
#include <vector>
#include <memory>
__global__ void fill(int *p, int n) { if (n > 0) p[0] = n; }
static void unused() { std::vector<int> never(3); (void)never; }
int main() {
  std::vector<int> a(10, 3);
  std::vector<int> b;
  b.reserve(4);
  std::vector<float> c(8);
  b.push_back(1);
  auto s = std::make_shared<int>(5);
  fill<<<1, 1>>>(b.data(), (int)c.size() + *s + a[0]);
  return 0;
}
