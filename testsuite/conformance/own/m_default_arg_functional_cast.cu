// DESC: functional casts in default arguments and constructor initializers print as C casts
template <typename T> struct B { T a; int b; };
template <typename T> struct W {
  T v;
  void bump(T by = T(1), int q = int(2), B<T> bb = B<T>{T(3), 4}) { v += by + q + bb.b; }
  W() : v(T(10)) {}
};
template <typename T> T f(T a = T(11)) { return a; }
int g(int a = int(3), long b = long(4)) { return a + (int)b; }
__global__ void k(float *p) { W<float> w; p[0] = w.v; }
void h(float *p) { W<int> w; w.bump(); f<int>(); g(); k<<<1, 1>>>(p); }
