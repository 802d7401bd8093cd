// DESC: in a template, sizeof of what a dependent name points to, an element or member of it, is kept for the instance with its operand parenthesized (sizeof((*out)), sizeof((out[0]))); a later declarator of a multi-declarator declaration that is an array has the specifiers' element type: its braced initializer and assignments to its elements convert literals (u[3] = {(0), (0), (0)}, (img[n]) = (0))
struct SzP { int x; };
template <typename T>
unsigned long sz_t1(T *out, int n) {
  unsigned long a = n * sizeof(*out) * 8U;
  unsigned long b = sizeof(out[0]) + sizeof out[0] + sizeof(out);
  return a + b;
}
unsigned long sz_n1(int *out, SzP *p, int n) {
  unsigned long a = n * sizeof(*out) * 8U;
  unsigned long b = sizeof(out[0]) + sizeof out[0] + sizeof(out) + sizeof(p->x) + sizeof(n + 1);
  return a + b + sz_t1(out, n);
}
double sz_fmd(int k) {
  double sig, eps, r6, s6, u[3] = {0, 0, 0};
  double d[3], di[3], img[3], r;
  for (int n = 0; n < 3; n++) { img[n] = 0; di[n] = 0; d[n] = 1; }
  sig = 0; r = 0;
  eps = r6 = s6 = 1;
  return sig + eps + r6 + s6 + u[k] + d[k] + di[k] + img[k] + r;
}
