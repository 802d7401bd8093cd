// DESC: since C++17 a call of a lambda variable with constant arguments is a constant expression when the body reads only constants: an initializer EDG folds from it is parenthesized (int a = (l() + 1);), one reading a captured variable or calling a non-constexpr function is not; a cast of a call as a statement, argument or return value is not either
constexpr int cf(int v) { return v + 1; }
int nf(int v);
int h(int q) {
  int k = 3;
  const int ck = 4;
  auto c1 = [=] { return 1; };
  auto c2 = [&] { return 2; };
  auto c3 = [k] { return k; };
  auto c4 = [=] { return ck; };
  auto c5 = [] { int t = 5; return t; };
  auto c6 = [] { return cf(1); };
  auto c7 = [] { return nf(1); };
  auto c8 = [](int v) { if (v > 0) return v; return -v; };
  auto c9 = [](int v) mutable { return v; };
  auto c10 = [](float x) -> int { return (int)x; };
  auto c11 = [](int v) { return v; };
  int a1 = c1() + 1;
  int a2 = c2() + 1;
  int a3 = c3() + 1;
  int a4 = c4() + 1;
  int a5 = c5() + 1;
  int a6 = c6() + 1;
  int a7 = c7() + 1;
  int a8 = c8(2) + 1;
  int a9 = c9(2) + 1;
  int a10 = c10(2.0f) + 1;
  int a11 = c11(q) + 1;
  int a12 = c11(k) + 1;
  int a13 = c11(ck) + 1;
  return a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13;
}
int g(int);
int casts(bool c) {
  auto l = [] { return 1; };
  (void)l();
  (int)l();
  static_cast<void>(l());
  g((int)l());
  int b = (int)l() + 1;
  unsigned u = l();
  int a4 = c ? l() : 2;
  int a8{l() + 1};
  int a9(l() + 1);
  bool z = !l();
  if ((int)l() > 0) b = 2;
  return (int)l() + a4 + a8 + a9 + (int)u + z;
}
