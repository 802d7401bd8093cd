__global__ void kk(int *p) {}
struct S { int a; float b; int f() const { return a; } };
int h1(S *s, S &t, int (S::*pf)() const) { int S::*pm = &S::a; float S::*q = &S::b; return s->*pm + t.*pm + (t.*pf)() + (s->*pf)() + (int)(t.*q); }
int h2(S &t) { int S::*pm; pm = &S::a; return t.*pm; }
