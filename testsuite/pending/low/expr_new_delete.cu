// DESC: new/delete and placement-style expressions
struct T { int v; T(int x) : v(x) {} };
int h(int n) {
  int *a = new int[n]; T *t = new T(3); int *z = new int(); double *d = new double[4]{1, 2};
  int r = t->v + a[0] + *z + (int)d[1];
  delete[] a; delete t; delete z; delete[] d;
  return r;
}
