// DESC: realistic valid unit (v1): no diagnostic from cudafe++
#include <utility>
#include <tuple>
#include <type_traits>
template <typename T, typename = std::enable_if_t<std::is_arithmetic<T>::value>>
__host__ __device__ constexpr T sq(T x) { return x * x; }
struct P { int a; float b; };
__device__ __managed__ int gm = 0;
template <class... Ts> __global__ void variadic(Ts... ts) { (void)sizeof...(ts); }
template <typename T> struct Wrap { T v; __device__ T get() const { return v; } };
template <> struct Wrap<void> { };
__global__ void kern(Wrap<int> w, int *out) {
  if constexpr (sizeof(int) == 4) { out[0] = w.get(); }
  auto [a, b] = P{1, 2.0f};
  out[1] = a + static_cast<int>(b) + sq(3);
  gm += 1;
}
int host_fn() {
  auto t = std::make_tuple(1, 2.0, 'c');
  auto [x, y, z] = t;
  std::pair<int, Wrap<int>> pr{1, {2}};
  int arr[3] = {1, 2, 3};
  for (auto &e : arr) e += sq(e);
  gm = 5;
  int m = gm;
  variadic<<<1, 1>>>(1, 2.0f, 'c');
  kern<<<dim3(1, 1), dim3(32), 0>>>(pr.second, nullptr);
  return x + static_cast<int>(y) + z + m;
}
template <template <typename> class C> struct Holder { C<int> c; };
Holder<Wrap> holder;
constexpr int operator""_k(unsigned long long v) { return static_cast<int>(v * 1000); }
int lit = 5_k;
namespace a::b::c { __device__ int deep; }
using Fn = void (*)(int);
typedef int (*Cb)(int, int);
struct Base { virtual ~Base() = default; virtual void run() = 0; };
struct Impl final : Base { void run() override {} };
enum class Color : unsigned char { Red, Green };
