struct Q { int &operator*() const; int operator-() const; int operator+(int) const; Q operator!() const; };
int operator~(const Q &);
template <class T> struct P { T &operator*() const; T operator+(const P &) const; };
__global__ void k(int *p) {}
int f(Q q, P<int> p) {
  int y = *q;
  int y2 = -q;
  int y3 = q + 1;
  Q y4 = !q;
  int y5 = ~q;
  int y6(*q);
  int y7{*q};
  int z = *p;
  int z2 = p + p;
  auto z3 = *p;
  const int &z4 = *p;
  int arr[2] = {*q, *p};
  return y + y2 + y3 + y5 + y6 + y7 + z + z2 + z3 + z4 + arr[0];
}
