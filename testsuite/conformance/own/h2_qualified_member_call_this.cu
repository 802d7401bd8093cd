struct B { virtual int g() { return 1; } static int s() { return 2; } int h() const { return 3; } };
struct D : B {
  int g() override { return B::g() + D::h() + B::s(); }
  int k();
  int h() const { return B::h() + 1; }
  static int st() { return B::s(); }
};
int D::k() { return B::g() + D::s(); }
template <typename T> struct E : B { int m() { return B::g() + B::s(); } };
int use() { D d; E<int> e; return d.g() + d.k() + e.m() + D::st() + d.B::g(); }
