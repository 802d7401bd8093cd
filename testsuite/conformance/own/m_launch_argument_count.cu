// DESC: a launch of a kernel that is neither a template nor overloaded passes as many arguments as it takes: too many is an error at the first one too many, too few at the closing parenthesis (default arguments counted)
int plain(int x) { return x + 1; }
__global__ void k2(int *b, int n) { b[0] = n; }
__global__ void kd(int *b, int n = 3) { b[0] = n; }
__global__ void k0() { }
namespace ns { __global__ void kn(float x) { } }
template <typename T> __global__ void kt(T *p, int n) { p[0] = n; }
struct Pair { int a, b; };
__global__ void kp(Pair p, int *o) { o[0] = p.a + p.b; }
void good(int *b, int n) {
  k2<<<1, 1>>>(b, n);
  kd<<<1, 1>>>(b);
  kd<<<1, 1>>>(b, n);
  k0<<<1, 1>>>();
  ns::kn<<<1, 1>>>(1.0f);
  kt<<<1, 1>>>(b, n);
  kp<<<1, 1>>>(Pair{1, 2}, b);
}
void h(int *b, int n) {
  k2<<<1, 1>>>(b);
  k2<<<1, 1>>>(b, n, n);
  kd<<<1, 1>>>();
  k0<<<1, 1>>>(n);
  ns::kn<<<1, 1>>>(1.0f, 2.0f,
      3.0f);
  k2<<<1, 1>>>();
}
