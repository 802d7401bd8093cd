// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an element reached through a pointer moved by an integer ((p + n)[1], (n + p)[0], (p - 1)[0], ((*pp) + k)[0]) has the pointer's element type: a literal stored there is converted as into the pointer's element
#include <cstdint>
int plain(int x) { return x + 1; }
void f(uint32_t **b, unsigned *u, long *l, int n, float *fp) {
  ((*b) + (n * 32) + 30)[0] = 0;
  (u + n)[1] = 2;
  (l + 1)[0] = n;
  *(u + n) = 3;
  *(fp + n) = 1;
  (fp + 2)[n] = 4;
  (n + u)[0] = 5;
  (u - 1)[0] = 6;
  u[n + 1] = 7;
}
int main() { return 0; }
