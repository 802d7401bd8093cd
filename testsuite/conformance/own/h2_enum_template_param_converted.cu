enum E { A, B, C };
enum class F : int { X, Y };
namespace ns { enum G { P, Q }; }
void use(int);
template <E e, long n, F f, ns::G g> struct S {
  int v = e;
  int w = n;
  long x = e;
  E z = e;
  unsigned u = g;
  int m() { int a = e; int b = n; use(e); use(n); return e; }
};
template <E e> int g() { int a = e; long b = e; return e + 1; }
S<B, 2, F::Y, ns::Q> s1;
int h() { return g<C>() + s1.m(); }
