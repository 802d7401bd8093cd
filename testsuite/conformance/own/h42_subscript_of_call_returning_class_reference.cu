struct Big { int v[4]; int &operator[](int i) { return v[i]; } bool operator==(const Big &o) const { return v[0] == o.v[0]; } };
Big &glob() { static Big b; return b; }
const Big &cglob() { static Big b; return b; }
Big val() { return Big(); }
struct Holder { Big b; Big &get() { return b; } };
namespace ns { Big &inner() { static Big b; return b; } }
void f(Holder &h, int x) {
  h.get()[0] = x;
  glob()[1] = x;
  ns::inner()[2] = x;
  int y = glob()[1] + cglob().v[0];
  bool same = glob() == cglob();
  bool s2 = val() == glob();
  (void)y; (void)same; (void)s2;
}
__global__ void k() {}
