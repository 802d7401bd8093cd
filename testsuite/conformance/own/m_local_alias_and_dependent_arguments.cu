// DESC: a block-scope alias (using or typedef) of a class names that class: assigning one of its objects calls the class's own assignment operator ((a = (f(a, b)))), and in device code its reference parameter binds a temporary cicc makes for the value (the stub's __T numbers count it); a call's argument that is a variable declared before is no parenthesized declarator (dim3 b(nn::mn(n, 256)) constructs); a function template called with explicit arguments has its declared result type when that names no template parameter (short + short converts both); in a template, a member of an object whose type the template's parameters decide is set off in parentheses as any call's or constructor's argument ((p.heads)), and in double parentheses in a braced list ({q, ((p.heads))})
int first_function(int x) { return x + 1; }

struct Raw { unsigned short x, y; };
struct H2 {
  unsigned short x, y;
  H2() = default;
  H2(const H2 &) = default;
  __host__ __device__ H2(const Raw &r) : x(r.x), y(r.y) {}
  __host__ __device__ H2 &operator=(const Raw &r) { x = r.x; y = r.y; return *this; }
  __host__ __device__ H2 &operator=(H2 &&r) { x = r.x; y = r.y; return *this; }
  __host__ __device__ H2 &operator=(const H2 &r) { x = r.x; y = r.y; return *this; }
};
__device__ H2 hm(H2 a, H2 b) { H2 r; r.x = a.x * b.x; r.y = a.y * b.y; return r; }

__global__ void alias_kernel(H2 *o) {
  using T2 = H2;
  typedef H2 T3;
  T2 a = o[2], b = o[3];
  a = hm(a, b);
  T3 d;
  d = hm(a, b);
  o[0] = a;
  o[1] = d;
}

namespace nn { template <class T> const T &mn(const T &a, const T &b) { return a < b ? a : b; } }
void launch_size(int n, int *p) {
  dim3 block(nn::mn(n, 256));
  int trips = (n + block.x - 1) / block.x;
  p[0] = trips;
}

template <int D> constexpr short sa(float y, float x) { return (short)(y * D + x); }
void short_sums(int *r, float vy, float vx) {
  r[0] = sa<3>(vy, vx) + sa<5>(vy, vx);
}

template <typename T1> struct Prm { T1 *p; int heads; unsigned u; float f; };
extern "C" int printf(const char *, ...);
void take(unsigned x);
template <typename X> void tf(X x);
struct C { C(int a, float b); };
struct D { D(int a); D(float a); };
struct Agg { int a; float b; };
template <typename T1>
void dependent_members(T1 *q, int m) {
  Prm<T1> param{q, m, 1u, 2.0f};
  take(param.u);
  printf("%d", param.heads);
  tf(param.heads);
  C c(param.heads, param.f);
  D d(param.heads);
  C c2 = C(param.heads, param.f);
  dim3 grid(param.heads, param.u);
  Prm<T1> p2{q, param.heads, param.u, param.f};
  Prm<T1> p3 = {q, param.heads, param.u + 1, param.f};
  D d2{param.heads};
  Agg a{param.heads, param.f};
  Agg c3[2] = {{param.heads, param.f}, {m, 2.0f}};
}
template void dependent_members<float>(float *, int);
