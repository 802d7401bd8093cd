#include <new>
struct Q { Q(int); Q(int, int); };
struct P { int a, b; };
template <typename T> struct Box { T v; Box(T x) : v(x) {} };
struct R { R(); };
void use(void *);
template <typename T> T *make(int n) { return new T[n]; }
void f(int a, int n, void *buf)
{
  int *p = new int(5);
  int *q = new int;
  int *r = new int[n];
  P *s = new P{1, 2};
  Q *t = new Q(a);
  Q *u = new Q(a, n);
  float *v = new float[n * 2];
  p = new int(a + 1);
  delete p; delete q; delete[] r; delete s; delete t; delete u; delete[] v;
  char *w = ::new char[16];
  ::delete[] w;
  Box<int> *b = new Box<int>(3);
  R *rr = new R();
  int *z = new int[n]();
  int **pp = new int *[n];
  int *pl = new (buf) int(7);
  use(new char[n + 1]);
  float *m = make<float>(n);
  unsigned long *ul = new unsigned long[2];
  float (*fa)[4] = new float[n][4];
  int *pi = new (int);
  int **pq = new (int *[3]);
  delete b; delete rr; delete[] z; delete[] pp; delete[] m; delete[] ul; delete[] fa; delete pi; delete[] pq;
  (void)pl;
  if (n > 2) delete (b + 0);
}
