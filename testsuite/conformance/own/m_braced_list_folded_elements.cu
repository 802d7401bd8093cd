// DESC: an element of a braced list assigned or passed (no declared type to initialize) that is a folded constant is parenthesized ({(-(0.8F)), (2.0F), ((1.0F) - (2.0F))}), as in declarations
int plain(int x) { return x + 1; }
struct F3 { float x, y, z; };
void g(F3);
int h(int);
void f(F3 &q, int k) {
  F3 c = {-1.0f, 2.0f, -k * 1.0f};
  q = F3{-1.0f, 2.0f, -3.0f};
  g({-1.0f, -2.0f, 3.0f});
  g(F3{-1.0f, -2.0f, 3.0f});
  int arr[3] = {-1, 2, -3};
  q = {-(1.0f), +2.0f, -0.0f};
  q = {1.0f - 2.0f, -1.0f * 2.0f, (float)-1};
  h(-1);
  arr[0] = -1;
}
struct P { F3 c; int n; };
void f2(P &p, int k) { p.c = {1.2f, -0.8f, 0.8f}; p = {{1.0f, -1.0f, 0.5f}, -3}; p.n = k; }
struct D { D(double, double); double v; };
double mk() { D d{-128.0, 127.0}; return d.v; }
struct R { int a; int *p; int b; };
R rr() { return {-1, 0, -1}; }
