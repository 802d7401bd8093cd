// DESC: a function name in parentheses as a callee keeps them ((g)(1), (myceil)(x)), its result typed as the call of the name; a function pointer in parentheses does not
int plain(int x) { return x + 1; }
extern "C" double myceil(double);
namespace ns { float myceil(float); long double myceil(long double); }
using ns::myceil;
int g(int);
struct P { int *gs; };
void f(int *u, double d, P *p, int k) {
  u[0] = (myceil)(1.0 * p->gs[k] / (k * 2));
  u[1] = myceil(1.0 * p->gs[k] / (k * 2));
  u[2] = (g)(1);
  int a = (myceil)(d);
  u[3] = a;
}
int g2(int);
int h2(int (*fp)(int)) { return (fp)(3) + (*fp)(2) + (g2)(4) + (g)(5); }
