// Implicit conversions of call results show as parentheses; of names not.
namespace lib { float absf(float); double absf(double); }
using lib::absf;
int gi(void);
float gf(void);
char gc(void);
bool gb(void);
int ov(int);
float ov(float);
typedef int myint;
struct S { int get() const; static int sg(); };
struct P { P(int); int v; };
float ret_int(void) { return gi(); }
double ret_sum(void) { return gf() + 1; }
void host_fn(int n, float x, double &d, long &l, S s, S *ps, bool &b, int &i)
{
  x = gi() / 2.0f;
  d = gf() * d;
  d = absf(x) > 1e-5;
  d = absf(d) > 1e-5;
  l = gi() + l;
  i = gc() + 1;
  i = gb() + 1;
  i = -gc();
  i = ~gc();
  b = !gi();
  b = gi() && x;
  b = n || gi();
  i = gi() ? 1 : 2;
  i = gb() ? 1 : 2;
  x = s.get() * x;
  x = ps->get() * x;
  x = S::sg() * x;
  x = ov(n) * x;
  x = ov(x) * n;
  i = gc() << 1;
  l = gi() << l;
  x = gi();
  x += gi();
  b = n && 1;
  x = float(n) * x;
  i = myint(x);
  P p = P(n);
  x = float(n + 1) + p.v;
  i = gi() + gi();
}
