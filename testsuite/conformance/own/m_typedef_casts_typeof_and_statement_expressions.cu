// DESC: a functional cast to a typedef of a builtin type converts a constant like the builtin's (Real_t(1.0) is a folded constant: initializers and member initializers, also of a constructor defined outside its class, get parentheses); locals declared inside a GNU statement expression are declarations ((__typeof__(a) _a = (a)) prints _a = a); GNU typeof in any spelling is __typeof__, its operand a type as written or an expression as a statement's; in a template, storing into an object of a dependent type converts nothing (*ptr = __null)
typedef double tc_real8;
typedef tc_real8 TcReal;
typedef float tc_realf;
#define TC_MAX(a,b) ({ __typeof__ (a) _a = (a); __typeof__ (b) _b = (b); _a > _b ? _a : _b; })
__device__ TcReal tc_dev(TcReal x) {
  const TcReal twelfth = TcReal(1.0) / TcReal(12.0);
  TcReal a, c = TcReal(0.0);
  TcReal d = TcReal(2);
  tc_realf g = tc_realf(1.5);
  a = x;
  c = TC_MAX(a, c);
  return twelfth * a + c + d + g;
}
TcReal tc_host(TcReal x, int n) {
  const TcReal twelfth = TcReal(1.0) / TcReal(12.0);
  TcReal c = TcReal(0.0);
  c = TC_MAX(x, c);
  c = ({ double _q = (x); _q; });
  c = ({ int _r = (3); _r + x; });
  typeof(x) td = (x) * 2;
  __typeof(x) te = x;
  typeof(n ? 1 : 2) tf = 0;
  typeof(double) tk = 0;
  typeof(int *) tl = 0;
  typeof(&x) tj = &te;
  return twelfth + c + td + te + tf + tk + *tj + (tl == 0);
}
class TcDom {
public:
  TcDom(int n);
  TcDom() : a(TcReal(1.0)), b(2 * 3), c(TcReal(4.0) / TcReal(3.0)), d(1.5), e(0) {}
  TcReal a;
  int b;
  TcReal c;
  double d;
  TcReal e;
};
TcDom::TcDom(int n) : a(TcReal(1.0E-7)), b(2 * 3), c(TcReal(4.0) / TcReal(3.0)), d(n), e(TcReal(-1.0e15)) {}
template <class T>
int tc_release(T **ptr, T *q, int *ip, T v) {
  if (*ptr != __null) {
    *ptr = __null;
    q = __null;
    q = 0;
    ip = __null;
    *ptr = q;
    v = 0;
  }
  return ip != 0 && v == 0;
}
int tc_use(int **p, int *q, int *ip) { return tc_release(p, q, ip, 1); }
