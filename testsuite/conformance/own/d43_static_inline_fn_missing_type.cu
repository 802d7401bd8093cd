#include <cstdio>
static inline clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

int main() {
  printf("%d\n", clampi(7, 0, 5));
  return 0;
}
