// DESC: a builtin type as a kernel template instance's argument is spelled by cudafe++'s name for it (`unsigned int` for `unsigned`, `long` for `long int`, `unsigned short` for `unsigned short int`), whether written, passed on by another template or deduced
int first_function(int x) { return x + 1; }
template <class T> __global__ void kk(T *p) { p[0] = 1; }
template <class T> __global__ void k2(T *p) { p[0] = 1; }
template <class T> __global__ void k3(T *p) { p[0] = 1; }
template <class T> __global__ void kv(T v, int *out) { out[0] = (int)v; }
template <class T> void tc(T *p) { k3<T><<<1, 1>>>(p); }
void h(unsigned *p, long *q, unsigned short *r, unsigned long *u, int *out) {
  kk<unsigned int><<<1, 1>>>(p);
  k2<unsigned><<<1, 1>>>(p);
  tc<unsigned>(p);
  kk<long int><<<1, 1>>>(q);
  tc<unsigned short int>(r);
  k2<<<1, 1>>>(u);
  kv<<<1, 1>>>(2u, out);
}
