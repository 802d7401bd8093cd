// DESC: a kernel parameter's type written by a typedef of a class or an enumeration (unnamed ones, which take the typedef's name for linkage, included) is spelled by the typedef in the stub and the host definition, and is mangled, sized and passed as the type it names; in a kernel template's instance too
int first_function(int x) { return x + 1; }
typedef enum { M0 = 0, M1 = 1 } mode_t2;
typedef enum mode3 { N0 = 0, N1 = 1 } mode3_t;
typedef enum mode4 { P0, P1 } mode4;
typedef struct { int a; } pod_t;
typedef struct S { int a; } S_t;
typedef struct R { int a; } R;
struct Q { int a; };
typedef Q Q_t;
__global__ void plain(float *p, mode_t2 mode, mode3_t m3, mode4 m4, pod_t q, S_t s, R r, Q_t t) {
  if (mode == M0 && m3 == N1 && m4 == P0) p[0] = q.a + s.a + r.a + t.a;
}
template <typename T> __global__ void k(T *p, mode_t2 mode, mode3_t m3, mode4 m4, pod_t q, S_t s, R r, Q_t t, const S_t *ps) {
  if (mode == M0 && m3 == N1 && m4 == P0) p[0] = q.a + s.a + r.a + t.a + ps->a;
}
void h(float *p, double *d) {
  k<float><<<1, 1>>>(p, M1, N0, P1, pod_t{1}, S_t{2}, R{3}, Q{4}, nullptr);
  k<<<1, 1>>>(d, M0, N1, P0, pod_t{1}, S_t{2}, R{3}, Q{4}, nullptr);
}
