// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a template converts a returned value and a dependent call's arguments only in each instance, so a conditional of two string literals of one array type keeps its third operand as written there (a call is dependent when an argument's type depends on a parameter or an argument is a value parameter's constant, not sizeof(T)); literals of different lengths, initializers and resolved calls still show the conversion
#include <cstdio>
#include <cstring>
int plain(int x) { return x + 1; }
void h(long, const char *);
void k(long, double);
struct P { int x; };
template <int N> void t1(bool ok) { printf("%s\n", ok ? "PASS" : "FAIL"); }
template <int N> void t2(bool ok) { printf("%s\n", ok ? "a" : "bb"); }
template <typename T> const char *t3(bool ok) { return ok ? "a" : "b"; }
template <typename T> const char *t4(bool ok) { return ok ? "a" : "bb"; }
template <typename T> void t5(T ok) { const char *p = ok ? "x" : "y"; puts(p); }
template <int N> void c1(bool ok, int r) { printf("%d %f %s\n", N, r * 1.f / (N * r), ok ? "PASS" : "FAIL"); }
template <typename T> void c2(T v, bool ok) { printf("%s %f\n", ok ? "PASS" : "FAIL", (double)v); }
template <typename T> void c3(T v, bool ok) { printf("%s %f\n", ok ? "PASS" : "FAIL", v); }
template <int N> void c4(bool ok) { h(N, ok ? "PASS" : "FAIL"); h(1, ok ? "PASS" : "FAIL"); }
template <int N> void c5(bool ok, float f) { k(N, f); k(N, 2); k(1, 2.5); k(N * 2, 2.5); }
template <typename T> void c6(T v, bool ok) { k(v, 3); h(sizeof(T), ok ? "ab" : "cd"); }
template <typename T> void c7(P p, bool ok) { printf("%d %s\n", p.x, ok ? "ab" : "cd"); }
template <typename T> struct Q {
  static const char *name(bool ok) { return ok ? "yes" : "no!"; }
  const char *m(bool ok) { return ok ? "ab" : "cd"; }
  void n(bool ok) { printf("%s\n", ok ? "ab" : "cd"); }
};
struct S { template <int N> void m(bool ok) { printf("%s\n", ok ? "PASS" : "FAIL"); } const char *n(bool ok) { return ok ? "PASS" : "FAIL"; } };
template <class T> int tc(T *);
template <class T> struct V { T x; };
template <class T> void conds(T *p, T *q) {
  int flag = tc((T *)p);
  printf("%s\n", flag ? "PASS" : "FAIL");
  int diff = memcmp(p, q, sizeof(T));
  printf("%s\n", diff ? "FAIL" : "PASS");
  auto a = tc(p);
  printf("%s\n", a ? "FAIL" : "PASS");
  auto b = *p;
  printf("%s\n", b ? "FAIL" : "PASS");
  T c = *p;
  printf("%s\n", c ? "FAIL" : "PASS");
  const T &d = *p;
  printf("%s\n", d ? "FAIL" : "PASS");
  bool e = *p == *q;
  printf("%s\n", e ? "FAIL" : "PASS");
}
template <class T> void args(T *p, bool ok, V<T> v) {
  int flag = tc((T *)p);
  printf("%d %s\n", flag, ok ? "PASS" : "FAIL");
  auto a = tc(p);
  printf("%d %s\n", a, ok ? "PASS" : "FAIL");
  auto b = *p;
  printf("%d %s\n", b, ok ? "PASS" : "FAIL");
  const T &d = *p;
  printf("%d %s\n", d, ok ? "PASS" : "FAIL");
  T *e = p;
  printf("%p %s\n", e, ok ? "PASS" : "FAIL");
  printf("%d %s\n", v.x, ok ? "PASS" : "FAIL");
  printf("%d %s\n", p[0], ok ? "PASS" : "FAIL");
  printf("%d %s\n", (int)*p, ok ? "PASS" : "FAIL");
  printf("%d %s\n", (int)sizeof(T), ok ? "PASS" : "FAIL");
}
const char *f(bool ok) { return ok ? "PASS" : "FAIL"; }
int main() {
  t1<1>(true); t2<2>(false); t3<int>(true); t4<int>(true); t5<int>(1);
  c1<2>(true, 1); c2<float>(1.f, true); c3<double>(1.0, true); c4<1>(true); c5<1>(true, 1.f); c6<int>(1, true); c7<int>(P{1}, true);
  Q<int>::name(true); Q<int> q; q.m(false); q.n(true); S s; s.m<3>(true); s.n(false);
  int x = 1, y = 2; conds(&x, &y); args(&x, true, V<int>{2});
  puts(f(true));
  return 0;
}
