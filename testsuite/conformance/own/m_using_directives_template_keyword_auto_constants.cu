// DESC: a block-scope using-directive names its namespace in full and qualifies the type names it brings into template arguments; a dependent member template call keeps its template keyword; an auto constant initialized by a literal has that literal's type (a conversion in a braced list)
int plain(int x) { return x + 1; }
namespace lib { namespace chrono { struct ms { long v; }; template <class T> long cast(T t) { return 0; } struct clock { static ms now() { return ms(); } }; } }
using namespace lib;
long unixtime() {
  using namespace lib::chrono;
  return cast<ms>(clock::now());
}
long unixtime2() {
  using namespace chrono;
  return cast<ms>(clock::now());
}
static constexpr auto INVS = .7071;
static constexpr float INVF = .7071f;
const float g[4] = {1, INVS, -INVS, INVF};
struct D { double v; D &operator=(const D &o) { v = o.v; return *this; } D operator-(const D &o) const { D d; d.v = v - o.v; return d; } };
int exch(int *p, int v);
void f(D a, D b, int *p) {
  D e;
  e = a - b;
  if (!exch(p, 1)) { }
  int q = 0;
  if (!q) { }
}
template <class R> struct Rng { template <class T> __host__ __device__ T next() { return T(); } };
template <class T, class R> __global__ void k(T *out) { R rng; out[0] = rng.template next<T>(); }
void run(float *o) { k<float, Rng<int> ><<<1, 1>>>(o); }
