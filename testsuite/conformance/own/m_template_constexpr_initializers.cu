// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a template, a constexpr variable's initializer is kept as written (no folded constant's parentheses) unless it is value-dependent or EDG leaves it to the instance (a C-style cast of an expression, or a variable initialized so); a constexpr function call is not folded there; a function member named through a specialization (LT<int>::mx()) is no type
constexpr int f1() { return 3; }
constexpr int f2(int a) { return a + 1; }
template <class T> struct LT { static constexpr int mx() { return 9; } };
template <int D, class T>
int tf(int y) {
  constexpr float a = 3.5 / 4;
  constexpr long long m = (long long)(7) + 1LL;
  constexpr int p = int(m / 4LL);
  constexpr int q = f1() + 1;
  constexpr int r = 5;
  constexpr int t = r + 1;
  const int u = f1() + 1;
  int v = f1() + 1;
  int v2 = 3 + 4;
  long w = q * 2;
  constexpr int k5 = D + 1;
  constexpr int k6 = f2(D) + 1;
  constexpr int k7 = D;
  constexpr int k8 = f2(D);
  constexpr auto k9 = sizeof(T) * 2;
  constexpr long long c1 = (long long)f1();
  constexpr int c2 = int(f1()) + 1;
  constexpr int c3 = (int)c1 + 1;
  constexpr int c4 = c1 + 1;
  constexpr long c5 = (long)(r + 1);
  constexpr int c6 = (int)sizeof(int);
  constexpr int c7 = (int)r + 1;
  constexpr float c8 = (float)r / 2;
  int m4 = LT<int>::mx() + y;
  return a + m + p + q + r + t + u + v + v2 + w + k5 + k6 + k7 + k8 + k9 + c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 + m4;
}
int nf(int y) {
  constexpr int q = f1() + 1;
  int v = f1() + 1;
  int m4 = LT<int>::mx() + y;
  return q + v + m4;
}
int use(int y) { return tf<1, int>(y); }
