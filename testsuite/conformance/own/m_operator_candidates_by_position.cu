// DESC: an operator applied to a class object is the builtin one (through a conversion) unless an operator function could take it at that operand: a member of the class or of its bases, one naming them, or a template taking any class in that position (not chrono-like operator%(const dur<R1, R2> &, const R3 &) for a left operand)
int plain(int x) { return x + 1; }
namespace lib {
template <class T> struct base { T v; base &operator++() { ++v; return *this; } };
template <class T> struct atom : base<T> { operator T() const { return this->v; } };
typedef atom<int> atom_int;
template <class R1, class R2> struct dur { R1 r; };
template <class R1, class R2, class R3> dur<R1, R2> operator%(const dur<R1, R2> &d, const R3 &m) { return d; }
struct M { int v; };
M operator%(const M &a, int b);
template <class T> T operator*(const T &a, const T &b) { return a; }
}
struct Z { operator int() const { return 1; } };
int f(lib::atom_int *h, Z z, lib::M m) {
  lib::atom_int a[1];
  int r = 0;
  if (a[0] % 2 == 0) r = 1;
  if (h[0] % 2 == 0) r += 2;
  if (z % 3 == 0) r += 3;
  lib::M m2 = m % 4;
  return r + m2.v;
}
