// DESC: a type's own name decides what it is, not a template argument's: `lib::vec<real> &x` with `real` a typedef of double is a class, so `x[n]` calls its operator[]; an `auto` variable initialized by a cast to a pointer to a class points to that class, so assigning an element calls the class's assignment operator; in device code an object passed by value to a parameter of a class with a user-provided copy constructor is copied into a temporary (one per argument, and the constructor's once)
int first_function(int x) { return x + 1; }
typedef double real;
namespace lib {
template <class T> struct vec {
  T *p;
  T &operator[](int i) { return p[i]; }
  const T &operator[](int i) const { return p[i]; }
};
}
double gap(lib::vec<real> &x, int n, double x1) { return x[n] - x1; }
double sum(const lib::vec<real> &x, int n) { double s = 0; for (int i = 0; i < n; i++) s += x[i] * 2.0; return s; }
struct H2 {
  unsigned short x, y;
  H2() = default;
  __host__ __device__ H2(const H2 &o) : x(o.x), y(o.y) {}
  __host__ __device__ H2 &operator=(const H2 &o) { x = o.x; y = o.y; return *this; }
};
__device__ int dot(const H2 a, const H2 b) { return a.x * b.x + a.y * b.y; }
__device__ int first(H2 a, int n) { return a.x + n; }
__global__ void k(float4 *frag, const float4 *fa, int *out, int n) {
  auto a = reinterpret_cast<const H2 *>(fa);
  auto c = reinterpret_cast<H2 *>(frag);
  c[n] = a[0];
  out[0] = dot(a[0], a[1]);
  out[1] = first(a[2], n);
}
void host_copy(float4 *dst, const float4 *src, int n) {
  auto d = static_cast<H2 *>(static_cast<void *>(dst));
  const auto s = (const H2 *)src;
  for (int i = 0; i < n; i++) d[i] = s[i];
}
