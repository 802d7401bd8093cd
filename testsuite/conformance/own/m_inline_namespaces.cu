// DESC: cufe's own case (recorded with the real cudafe++ 13.5): inline namespaces are searched from the namespace around them (auto locals from clk::steady::now() are class objects; a template parameter's type found through one is named with it, ns::v1::Mode); a name expression's leading scope is printed as written (C::f()), a declaration's type qualified; braced construction of an aggregate (P{0}) types its items by the members
namespace clk { inline namespace v2 {
  struct point { long t; };
  struct span { long d; long count() const { return d; } };
  span operator-(const point &a, const point &b) { return span{a.t - b.t}; }
  struct steady { static point now() { return point{0}; } };
} }
template <typename To> To cast_to(const clk::span &s) { return To{s.d}; }
long elapsed() {
  auto start = clk::steady::now();
  auto end = clk::steady::now();
  return cast_to<clk::span>(end - start).count();
}
namespace ns { enum Algo { A1, A2 }; inline namespace v1 { enum Mode { M1, M2 }; } }
using namespace ns;
template <Mode M> void T2() {}
template <Algo A> void T3() {}
int useit() { T2<ns::v1::M1>(); T3<ns::A2>(); return 0; }
namespace dn { struct C { static int f() { return 1; } }; inline namespace v2 { struct D { static int f() { return 2; } }; } namespace inner { int g() { return 3; } } }
using namespace dn;
int a() { return C::f() + D::f() + inner::g(); }
C c1; D d1;
int b() { C c2; D d2; return 0; }
struct P { long t; };
P mk() { return P{0}; }
namespace q { struct R { long t; }; R mk2() { return R{0}; } struct S { static R m() { return R{0}; } }; }
namespace clk { inline namespace v2 { using hires = steady; } }
long elapsed2() {
  auto a = clk::hires::now();
  auto b = clk::hires::now();
  return cast_to<clk::span>(b - a).count();
}
