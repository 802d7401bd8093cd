// DESC: decltype of anything but an id-expression or member access prints its operand parenthesized; a lambda parameter declared with decltype is set off by a space; a function whose return type is a template-id takes two spaces before its name
template <class T, class U> struct P { T a; U b; };
P<int, int> mk() { return P<int, int>{1, 2}; }
P< P<int, int>, int> nested();
template <class T> P<T, T> tmk(T x) { return P<T, T>{x, x}; }
void f(int n) {
  auto best = mk();
  auto dist = [](decltype(best) p) { return p.a; };
  auto sq = [](int x) { return x * x; };
  if (dist(best) < n) { n = sq(n) + 1; }
  int *it = &n;
  auto g = [](decltype(*it) v) { return v; };
  auto h2 = [](decltype((n)) v) { return v; };
}
struct S2 { int m; };
int f9();
void g9(int x, int *p, S2 s, S2 *ps, int a[3]) {
  decltype(x) v1 = 0; decltype((x)) v2 = x; decltype(*p) v3 = x; decltype(x + 1) v4 = 0; decltype(f9()) v5 = 0;
  decltype(ps->m) v6 = 0; decltype(a[0]) v7 = x; decltype(s.m) v8 = 0; decltype(-x) v9 = 0; decltype(x = 1) v10 = x;
}
