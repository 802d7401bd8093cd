// DESC: assigning a function's class-type result: a class with implicit (or defaulted) copy assignment assigns plainly, one with a user-provided move or copy assignment calls it (parenthesized, the call in its own parentheses)
struct H { unsigned short x; H() = default; H &operator=(const H &) = default; };
H make_h(float f);
struct M { int *p; M(); M(M &&o); M &operator=(M &&o); };
M make_m(int n);
template <typename T> struct Box { T *d; Box(); Box(Box &&o); Box &operator=(Box &&o); };
Box<H> make_box(int n);
void g(H *p, const float *q, int n, H h) {
  for (int i = 0; i < n; i++) p[i] = make_h(q[i]);
  h = make_h(1.0f);
  p[0] = h;
  M m;
  m = make_m(n);
  Box<H> b;
  b = make_box(n);
}
