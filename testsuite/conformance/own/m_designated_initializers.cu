// DESC: cufe's own case (recorded with the real cudafe++ 13.5): designated initializers (.x = v) are printed as written, their values typed by the member they name (the values after one initialize the members after it), and a braced list assigned to an aggregate class object is typed by its members as an initializer is
int plain(int x) { return x + 1; }
struct In { unsigned long long a[2]; };
struct S { In hi; In lo; unsigned ext; int count; };
struct H { S val; };
struct P { unsigned a; int b; long c; float d; };
void f(H *t, int i, P p) {
  t[i].val = {.hi = {0}, .lo = {0}, .ext = 0, .count = 0};
  S s = {.hi = {1}, .lo = {2}, .ext = 3, .count = 4};
  S u{.hi = {1}, .ext = 3};
  s = {.ext = 5};
  t[i].val = s;
  p = {5, 6, 7, 8};
  p = {.a = 5, .c = 3};
  p = {.b = 1, 2, 3};
  P q = {.a = 1, .d = 2};
  (void)u; (void)q;
}
S g = {.hi = {{1, 2}}, .count = 9};
P gp = {.b = -1, .c = 4, .d = 1};
int main() { H h[1]; f(h, 0, P{}); return g.count; }
