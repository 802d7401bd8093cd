struct M { float z; int w; M() : z(int()), w(int()) {} };
struct P { int a; float b; };
int f(int n) {
  float fv[2] = {int(), 1}; int iv[3] = {int(), n, long()}; P p = {int(), int()}; P q{int(), float()};
  double d2{int()}; int i2{int()}; M m;
  return fv[0] + iv[0] + p.a + q.a + d2 + i2 + m.w;
}
template <class T> T g(int n) { float fv[2] = {int(), 2}; return fv[0]; }
int main() { return f(1) + g<int>(2); }
