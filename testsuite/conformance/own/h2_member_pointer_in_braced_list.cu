struct T { int one() const { return 1; } int d; static int st(int) { return 0; } };
struct H { int (T::*pm)() const; int T::*pd; int (*ps)(int); };
int f() {
  H h{&T::one, &T::d, &T::st};
  H h2 = {&T::one, &T::d, T::st};
  return h.ps(1) + h2.ps(2);
}
