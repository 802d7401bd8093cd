// DESC: #187 a constant assigned where a condition is tested (if, while, do-while, a for condition, a parenthesized operand of !, &&, ||, ?:): warned at the tested operand; a non-constant value, a compound assignment, or an initializer are not
int plain(int x) { return x + 1; }
int next();
int f(int x, int y, int *p) {
  if (x = 3) return 1;
  if (x = y) return 2;
  if ((x = 3)) return 3;
  while (x = 0) { }
  if (p = nullptr) return 4;
  for (; x = 1; ) { break; }
  do { } while (x = 2);
  if (x = next()) return 5;
  int r = (x = 4) ? 1 : 2;
  if (!(x = 5)) return 6;
  if (x = 3 && y) return 7;
  if ((x = 3) && y) return 8;
  if (y && (x = 3)) return 9;
  if (x += 3) return 10;
  bool b = (x = 3);
  return r + b;
}
