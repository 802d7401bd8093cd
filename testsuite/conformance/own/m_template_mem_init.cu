// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a constructor's member initializers in a template see its parameters: a dependent member access converted to a scalar member is kept for the instance (i(((t.v)))), a dependent address parenthesized (pm((&t))), also for a data member of the template's parameter type, as a body's paren-initialized scalars are
int plain(int x) { return x + 1; }
struct P { int v; };
template <class R> struct Dur {
  R r; int k; R *p;
  Dur(const P &q) : r(q.v), k(q.v) {}
  template <class R2> Dur(const Dur<R2> &d) : r(d.r), k(d.k), p(nullptr) {}
  Dur(R x, int y) : r(x), k(y + 1), p(&r) {}
  Dur(const Dur *o) : r(o->r), k(o->k) {}
};
struct N {
  int r; int k;
  N(const P &q) : r(q.v), k(q.v + 1) {}
  template <class T> N(const T &t) : r(t.v), k(t.v) {}
};
int main1() { P q{1}; Dur<int> a(q); Dur<float> b(a); N n(q); return a.r + (int)b.r + n.r; }

template <class T> int f2(const T &t) {
  int z = t.v;
  int z2(t.v);
  T w = t;
  T w2(t);
  auto a(t.v);
  const int *q = &t.v;
  long l(t.v + 1);
  int y(z + 1);
  return z + z2 + y + (int)l + *q + (int)a + w.v + w2.v;
}
template <class T> struct H2 {
  T m; int i; long l; const T *pm;
  H2(const T &t) : m(t), i(t.v), l(t.v * 2), pm(&t) {}
  H2(int a, int b) : m{a}, i(a + b), l(a), pm(nullptr) {}
};
int main2() { P p{1}; H2<P> h(p); return f2(p) + h.i; }

template <class T> int f3(const T &t) {
  const T *q2(&t);
  const T *q3 = &t;
  T w = t;
  T *q4(&w);
  const int *q5(&t.v);
  void *q6(&w);
  return q2->v + q3->v + q4->v + *q5 + (q6 != 0);
}
template <class T> struct H3 {
  T m; const T *pm; const int *pi; T *pw; const void *pv;
  H3(const T &t) : m(t), pm(&t), pi(&t.v), pw(&m), pv(&t) {}
};
int main3() { P p{1}; H3<P> h(p); return f3(p) + h.m.v; }
int main() { return main1() + main2() + main3() + plain(0); }
