// DESC: in a template, a conditional operator's condition that is a call whose type the parameters decide is parenthesized, like a name converted to bool
template <typename T, typename C> int f(const T &a, const T &b, C c, T t) {
  int r = c(b, a) ? 1 : 2;
  if (c(a, b)) r++;
  if (!c(a, b)) r++;
  while (c(a, a) && r < 3) r++;
  bool k = c(a, b);
  r += c(a, b);
  r += t.size() ? 1 : 0;
  if (t.size()) r++;
  r += a ? 1 : 0;
  return r;
}
int g(int x) { return x + 1; }
