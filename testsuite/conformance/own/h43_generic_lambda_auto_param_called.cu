template <class F> int ap(F g, int x) { return g(x) + g(x + 1); }
template <class F> int ap2(F f, F g, int x) { return f(g(x)); }
int main() {
  auto c0 = [](auto g, int x) { return g(x); };
  auto c1 = [](auto g, int x) { return 1 + g(x); };
  auto c2 = [](auto f, auto g, int x) { return f(x, g(x)); };
  auto c3 = [](auto f, auto g, int x) { return f(g(x)); };
  auto c4 = [](auto f, int x) { return f(x, 1); };
  auto c5 = [](auto f) { return f(); };
  auto c6 = [](auto f, int *p) { f(p[0]); return f(*p); };
  return 0;
}
