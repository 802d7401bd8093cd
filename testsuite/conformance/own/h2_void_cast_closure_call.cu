int g(int);
void f(int n) {
  auto l = [] () { return 1; };
  auto m = [n] () { return n; };
  auto k = [] (int a) { return g(a); };
  (void)l();
  (void)m();
  (void)k(2);
  static_cast<void>(k(3));
  int y = m() + 1;
  (void)y;
}
