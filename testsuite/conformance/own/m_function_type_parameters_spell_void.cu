void f(int());
void g(int (*)(), float(float));
void h() { int k(int()); void m(double(), int (*)(void)); (void)k; (void)m; }
template <class T> T run() { T k(T()); return T(); }
struct S { int v; };
void q(S(), S (*)(), unsigned long());
template <class T> struct W { void take(T(), int); };
