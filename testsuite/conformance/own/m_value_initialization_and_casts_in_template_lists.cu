template <class T> struct V { V(T) {} V(T, T) {} };
template <class T> T g(T a, T b) { return a; }
template <class T> void f() {
  T a[2] = {T(), T()};
  T b = T();
  T c(T());
  T d{T()};
  T e[1] = {T(1)};
  V<T> v{T(), T(1)};
  V<T> w(T(), T(1));
  int i[2] = {int(), T()};
  (void)a; (void)b; (void)d; (void)e; (void)i;
}
template void f<int>();
template <class T> struct W { T m[2] = {T(), T(2)}; };
W<float> wf;
template <class T> T f2(T x) {
  T a = T(1);
  T b = T(x);
  T c(T(2));
  g(T(3), T(x));
  g<T>(T(3), x + T(4));
  V<T> v(T(5));
  V<T> w{T(x), T(6)};
  T d[2] = {T(x), T(x + 1)};
  int e[1] = {int(7)};
  float k = float(x);
  if (x > T(0)) return T(8);
  return T(x);
}
template int f2<int>(int);
void h2(int x) { int d[2] = {int(x), int(1)}; g(int(3), int(x)); V<int> v{int(2), int(x)}; }
