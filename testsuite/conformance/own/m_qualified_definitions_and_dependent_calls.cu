// DESC: definitions outside their namespace: a kernel template's wrapper and kernel keep the qualifier on the name's line (tsne::utils::__wrapper__device_stub_k) and forward to ::ns::__wrapper...; a function template's qualified name gets its own marker; in a template, a call left to the instance of a namespace's function template or overloaded function is named by the shortest written qualifier that finds it from the template's scope (ut::k in ts::ut, b::kf in a::c, a::b::kf elsewhere); the stub reopens nested namespaces one per line; a class passed to a function template sizes the kernel template instance its instance launches; auto const is const auto
namespace qn_ts { namespace qn_ut {
template <typename F, typename T>
__global__ void qn_brow(T * __restrict__ m, const T a, F f);
template <typename F, typename T>
void qn_bmat(T *m, T a, F f);
int qn_plain(int a);
__global__ void qn_kz(int *p);
} 
void qn_in_ts(int *p);
}
template <typename F, typename T>
__global__
void qn_ts::qn_ut::qn_brow(T * __restrict__ m,
                  const T a, F f) {
  m[0] = f(m[0]) + a;
}
template <typename F, typename T>
void
qn_ts::qn_ut::qn_bmat(T *m, T a, F f) {
  qn_ts::qn_ut::qn_brow<<<1, 1>>>(m, a, f);
  qn_ut::qn_brow<<<1, 1>>>(m, a, f);
  ::qn_ts::qn_ut::qn_brow<<<1, 1>>>(m, a, f);
  qn_brow<<<1, 1>>>(m, a, f);
}
__global__ void qn_ts::qn_ut::qn_kz(int *p) { p[0] = 1; }
void qn_ts::qn_in_ts(int *p) {
  qn_ts::qn_ut::qn_kz<<<1, 1>>>(p);
  qn_ut::qn_kz<<<1, 1>>>(p);
  qn_ts::qn_ut::qn_plain(2);
}
void qn_outer(int *p) {
  qn_ts::qn_ut::qn_kz<<<1, 1>>>(p);
  ::qn_ts::qn_ut::qn_kz<<<1, 1>>>(p);
}
int
qn_ts::qn_ut::qn_plain(int a) { return a; }
namespace qa { namespace b {
template <typename T> __global__ void qn_kf(T *p) { p[0] = 0; }
template <typename T> void qn_hf(T *p) { }
} }
namespace qx {
template <typename T> void g(T *p) {
  qa::b::qn_kf<<<1, 1>>>(p);
  qa::b::qn_hf(p);
}
}
namespace qa {
template <typename T> void g2(T *p) {
  qa::b::qn_kf<<<1, 1>>>(p);
  b::qn_kf<<<1, 1>>>(p);
  qa::b::qn_hf(p);
}
namespace c {
template <typename T> void g3(T *p) {
  qa::b::qn_kf<<<1, 1>>>(p);
  qa::b::qn_hf(p);
}
}
}
void qn_go2(int *p) { qx::g(p); qa::g2(p); qa::c::g3(p); }
struct QnPl { __host__ __device__ float operator()(float a) const { return a * 2; } };
void qn_go(float *m) { qn_ts::qn_ut::qn_bmat(m, 1.0f, QnPl()); }
int qn_autos(int s) {
  auto const a = s + 1;
  auto const &b = a;
  auto volatile d = 3;
  static auto const e = 4;
  return a + b + d + e;
}
