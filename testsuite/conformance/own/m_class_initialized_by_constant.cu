// DESC: a class object copy-initialized from a constant expression takes it as a constructor argument, which is not folded: no parentheses
struct D3 { unsigned x, y, z; D3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
struct W { double v; W(double d) : v(d) {} };
enum E { E0, E1 };
const int K = 8;
D3 gg = K * 2;
W gw = K + 1;
int use(D3);
int usew(W);
int f(int n) {
  const double interval = 1e-7;
  const int points = (int)(8.0 / interval);
  D3 g = (points + 255) / 256;
  D3 a = K * 2;
  W w = K + 1;
  D3 b = 3 + 4;
  const W &r = K - 1;
  E e = (E)(K - 7);
  unsigned u = points + 1;
  const int p3 = n;
  D3 g3 = (p3 + 255) / 256;
  return use(g) + use(a) + use(b) + use(g3) + usew(w) + usew(r) + (int)e + u + use(gg) + usew(gw);
}
