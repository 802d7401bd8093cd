// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the stub's __T<n> counts the temporaries cicc makes for calls in device code with two or more arguments read at run time (not constants, enumerators, addresses); inline functions count once called, device constructors by their parameters
enum Kind { KA, KB = 4 };
struct Vec2 {
  float x, y;
  __device__ Vec2(float a, float b) : x(a), y(b) {}
};
__device__ int combine(int a, int b, int c) { return a + b * c; }
__device__ int touch(int *p, int v) { return p[v]; }
static __device__ int unused_static(int a, int b) { return combine(a, b, a); }
inline __device__ int used_inline(int a, int b) { return combine(a, b, 2); }
__device__ __forceinline__ int unused_inline(int a, int b) { return combine(a, b, 3); }
struct Acc {
  int total;
  __device__ void add(int a, int b) { total += combine(a, b, 1); }
  __device__ void never(int a, int b) { total += combine(a, b, 5); }
};
__host__ __device__ int hd(int a, int b) { return a > b ? a : b; }
__host__ __device__ int hd_caller(int a, int b) { return hd(a, b); }
__device__ int g_value;
const int kConst = 7;

__global__ void kernel(int *out, int n, int m) {
  int local = n;
  const int folded = 3;
  out[0] = combine(n, 1, 2);
  out[1] = combine(n, m, 2);
  out[2] = combine(n, m, local);
  out[3] = combine(n, kConst, KB);
  out[4] = combine(n, folded + 1, sizeof(int));
  out[5] = touch(&local, n);
  out[6] = touch(out, g_value);
  out[7] = used_inline(n, m);
  Acc acc{0};
  acc.add(n, m);
  Vec2 v(n * 1.0f, out[0] * 2.0f);
  auto twice = [=](int x) { return combine(x, n, m); };
  out[8] = twice(1) + (int)v.x;
}
