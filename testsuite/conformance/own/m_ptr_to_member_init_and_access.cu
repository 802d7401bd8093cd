struct S { int a; float b; __host__ __device__ int get() const { return a; } };
__global__ void k(S *s, int S::*pm) { s->*pm = 3; }
int host(S &s) {
  int S::*pa = &S::a;
  float S::*pb = &S::b;
  int (S::*pf)() const = &S::get;
  s.*pa = 4;
  s.*pb = 1.0f;
  k<<<1, 1>>>(&s, pa);
  return (s.*pf)();
}
