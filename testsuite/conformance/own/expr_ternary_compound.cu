// DESC: ternary and compound assignments
int h(int a, int b, int *p) {
  a += b; a -= 1; a *= 2; a /= 3; a %= 7; a <<= 1; a >>= 2; a &= 0xff; a |= 4; a ^= b;
  int m = a > b ? a : b;
  p += 2; p[-1] = m; *(p + 1) = a ? b : (m ? 1 : 2);
  return m;
}
