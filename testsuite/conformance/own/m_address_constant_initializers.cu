// DESC: initializers that are address constants (the address of a static-storage object or function, a static array decaying, a reference binding a static-storage object) are printed folded in parentheses; null pointer constants becoming array element pointers show their conversion; local arrays keep constant addresses bare
int gv; int garr[4]; struct P { int x; int y[2]; }; P gp;
namespace ns { int nv; }
struct S { static int sm; int m; int &get() { return m; } };
void fn();
int *np = &gv;
int &nr = gv;
int *na = garr;
void (*nf)() = fn;
int *nq = &garr[1];
int *ga[2] = {0, &gv}; const char *gc[2] = {"a", 0};
void f(int v, P s) {
  int *a = garr; int *b = &garr[1]; int &c = garr[2]; int &d = gp.x; int *e = &gp.x; int *g = gp.y;
  void (*h)() = fn; void (*i)() = &fn; int *j = &gv + 1; int *k = nullptr; int *l = 0; const char *m = "s";
  int *n = &*np; int (&o)[4] = garr; P &q = gp; int *r = (int *)&gp; long t = (long)&gv;
  int &a2 = ns::nv; int &b2 = S::sm; static int ls; int &c2 = ls; int *p2 = &gv; int &d2 = *p2; int arr[3]; int &e2 = arr[1]; extern int ev; int &g2 = ev;
  int &lv = v; const int &cv = v + 1; int &mv = s.x; int *lp = &v;
  int *a3[2] = {0, 0}; int *b3[2] = {nullptr, &gv}; const char *c3[2] = {"a", 0}; int *e3 = {0};
  static int *sa[2] = {0, &gv}; static const char *sc[2] = {"a", 0}; const char *lc[2] = {"a", "b"};
}
