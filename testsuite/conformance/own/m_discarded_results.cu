// DESC: discarded results of nodiscard and warn_unused_result functions
[[nodiscard]] int f(int x) { return x; }
__attribute__((warn_unused_result)) int g(int x) { return x; }
struct S { [[nodiscard]] int m() const { return 1; } };
namespace n { [[nodiscard]] int q() { return 2; } }
void h(S s) {
  (void)f(1);
  int a = f(2);
  if (f(3)) {}
  f(4);
  g(5);
  s.m();
  n::q();
  for (;;) { f(6); break; }
}
