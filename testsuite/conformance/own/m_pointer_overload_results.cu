// DESC: overloads differing in what a pointer parameter points to are told apart by the pointer argument (myx(int *, int) returns int: !(myx(&c[l], 1)))
int plain(int x) { return x + 1; }
__device__ int myx(int *a, int v) { return *a + v; }
__device__ unsigned myx(unsigned *a, unsigned v) { return *a + v; }
__device__ float myx(float *a, float v) { return *a + v; }
__device__ int one(int *a, int v) { return *a - v; }
__global__ void k(int *c, int l) {
  if (!myx(&c[l], 1)) { c[0] = 2; }
  if (!one(&c[l], 1)) { c[0] = 3; }
  int z = !one(c, 2);
  c[1] = z;
}
__device__ long lf(const long *a, long v) { return *a + v; }
__device__ double lf(const double *a, double v) { return *a + v; }
__global__ void k2(long *p, double *q) { long a = lf(p, 1L) + 1; double b = lf(q, 2.0) * 2; p[0] = a + (long)b + !lf(p, 3L); }
