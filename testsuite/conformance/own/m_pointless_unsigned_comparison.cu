// DESC: #186 comparing an unsigned operand (a name, an element, a data member, in parentheses; unsigned char too) with zero by >= or < (or 0 <= u, 0 > u) is always true or false: warned at the operator; <= and > are not pointless
int plain(int x) { return x + 1; }
struct S { unsigned m; };
int g(unsigned u, unsigned char c, unsigned long long l, S s, unsigned *p, int i) {
  int r = 0;
  if (u >= 0) r++;
  if (u < 0) r++;
  if (0 <= u) r++;
  if (0 > u) r++;
  if (u <= 0) r++;
  if (u > 0) r++;
  if (c >= 0) r++;
  if (l < 0) r++;
  if (s.m >= 0) r++;
  if (p[0] >= 0) r++;
  if (u >= 0u) r++;
  if ((u) >= 0) r++;
  if (i >= 0 && u >= 0) r++;
  for (unsigned k = 10; k >= 0; k--) { if (k == 3) break; }
  return r;
}
