// DESC: fold expressions print their operands as a binary operator's, with spaces around the `...` (`(0 + ... + (ns * 2))`, `(ns && ... )`, `( ... , f(ns))`); `decltype(auto)` stays as written while `decltype(x)` is `__decltype(x)`
#include <cstdio>
template <typename... Ts> constexpr int sum_bytes(Ts... ns) { return (0 + ... + (ns * 4)); }
template <typename... Ts> constexpr int sum_right(Ts... ns) { return (ns + ...); }
template <typename... Ts> constexpr bool all_left(Ts... ns) { return (... && ns); }
template <typename... Ts> void print_all(Ts... ns) { ((void)printf("%d\n", ns), ...); }
template <typename... Ts> bool positive(Ts... ns) { return ((ns > 0) && ...); }
decltype(auto) first(int &x) { return (x); }
__global__ void fold_kernel(int *p, int n) { p[threadIdx.x] = n; }
int main() {
  int x = 3;
  int y = sum_bytes(1, 2, 3) + sum_right(4, 5);
  decltype(x) z = y;
  first(x) += 1;
  print_all(1, 2, 3);
  int *d = nullptr;
  all_left(true, false);
  positive(1, 2);
  fold_kernel<<<1, 32>>>(d, y + z);
  return 0;
}
