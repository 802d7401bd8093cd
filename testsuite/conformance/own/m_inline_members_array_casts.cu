// In-class member definitions lose `inline`; a cast of an array shows its
// conversion to a pointer; a kernel template's body brace on its own line
// gets a line marker in the forwarding definition.
struct W {
  __device__ inline int f() { return 1; }
  inline int g() { return 2; }
  __host__ __device__ __forceinline__ int h() { return 3; }
  static inline int s() { return 4; }
  inline int decl();
};
inline int W::decl() { return 5; }
int use(W w) { return w.g() + w.h() + W::s() + w.decl(); }

template <class T>
__global__ void fill(T *p, T v)
{
  extern __shared__ int smem[];
  T *s = (T *)smem;
  s[0] = v;
  *p = s[0];
}

int host_fn(int n)
{
  int a[4] = {1, 2, 3, 4};
  int *p = a;
  long *q = (long *)a;
  int *r = (int *)p;
  fill<int><<<1, 1>>>(p, n);
  return *p + (int)*q + *r;
}
