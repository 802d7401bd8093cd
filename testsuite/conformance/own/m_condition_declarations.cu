// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a condition declaring a variable (if (int *p = gp), while (int v = mv), a reference, a cast initializer, an init-statement) is printed as a declaration, managed variables in it accessed as elsewhere
int plain(int x) { return x + 1; }
int *gp; int gv;
struct S { int a; };
int h() {
  if (int v = gv) return v;
  if (int *p = gp) return *p;
  while (int w = gv - 1) { return w; }
  switch (int s = gv) { case 1: return s; }
  if (const int &r = gv) return r;
  if (S *q = (S *)gp) return q->a;
  if (auto z = gv + 1) return z;
  if (int a = 1; a > gv) return a;
  return 0;
}
__managed__ int *mp; __managed__ int mv;
int h2() { if (int *p = mp) return *p; if (int v = mv) return v; while (int w = mv) return w; switch (int s = mv) { default: return s; } }
int main() { return h() + h2() + plain(0); }
