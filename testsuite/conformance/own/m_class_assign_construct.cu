// DESC: cufe's own case (recorded with the real cudafe++ 13.5): assigning to a class object whose assignment is the implicit (or defaulted) one copies a temporary its constructor makes of a right side of another type, parenthesized (x = (3), t = ((e - s))); a user-provided operator= is a call
int plain(int x) { return x + 1; }
template <class R> struct Dur {
  R r;
  Dur() = default;
  template <class R2> Dur(const Dur<R2> &d) : r(d.r) {}
  Dur &operator=(const Dur &) = default;
};
struct Pt { long v; };
Dur<long> operator-(Pt a, Pt b) { Dur<long> d; d.r = a.v - b.v; return d; }
struct S { int a; S() = default; S(int x) : a(x) {} };
struct U { int a; U &operator=(const U &o) { a = o.a; return *this; } U() {} U(int x) : a(x) {} };
int main() {
  Pt s{1}, e{2};
  Dur<float> t = e - s;
  t = e - s;
  Dur<long> l = e - s;
  l = e - s;
  S x;
  x = 3;
  x = S(4);
  U u;
  u = 5;
  u = U(6);
  return (int)t.r + x.a + u.a + (int)l.r;
}
