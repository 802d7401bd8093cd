template <class T> struct P { T &operator*() const; T *get() const; };
struct Q { int &operator*() const; };
struct M { M operator*(const M &) const; int v; };
template <class I> I first(I a, I b);
__global__ void k(int *p) {}
int f(P<int> sp, Q q, P<float> a, M m, M *pm) {
  int x = *sp;
  int y = *q;
  float z = *first(a, a);
  M w = *pm;
  M w2 = m * *pm;
  int v = (*pm).v + pm->v;
  return x + y + (int)z + v;
}
