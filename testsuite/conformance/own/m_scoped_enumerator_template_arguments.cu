// DESC: a scoped enumeration's enumerator as a kernel template's value argument (`k<float, KV::kE5>`, or passed on by a function template `run<float, KV::kE4>`) is its value: the instance is named and mangled by it
int first_function(int x) { return x + 1; }
enum class KV { kAuto = 0, kE4 = 1, kE5 = 2 };
namespace ns { enum class Mode : unsigned { A = 3, B = 7 }; }
enum Plain { P0, P1, P2 };
template <typename T, KV kv> __global__ void k(T *p) { p[0] = (int)kv; }
template <typename T, Plain pl> __global__ void k2(T *p) { p[0] = pl; }
template <ns::Mode m> __global__ void k3(int *p) { p[0] = (int)m; }
template <typename T, KV kv> void run(T *p) { k<T, kv><<<1, 1>>>(p); }
template <typename T, Plain pl> void run2(T *p) { k2<T, pl><<<1, 1>>>(p); }
void h(float *p, int *q) {
  run<float, KV::kE4>(p);
  run2<float, P2>(p);
  k<float, KV::kE5><<<1, 1>>>(p);
  k3<ns::Mode::B><<<1, 1>>>(q);
}
