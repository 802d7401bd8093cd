#include <chrono>
#include <cstdio>
__global__ void k(int *p) { *p = 1; }
int main() {
  auto a = std::chrono::steady_clock::now();
  k<<<1, 1>>>(nullptr);
  auto b = std::chrono::steady_clock::now();
  auto d = b - a;
  long ns = d.count();
  double s = std::chrono::duration<double>(b - a).count();
  long ms = std::chrono::duration_cast<std::chrono::milliseconds>(b - a).count();
  std::chrono::high_resolution_clock::time_point t = std::chrono::high_resolution_clock::now();
  long raw = (b - a).count();
  printf("%ld %f %ld %ld %ld\n", ns, s, ms, raw, (long)t.time_since_epoch().count());
  return 0;
}
