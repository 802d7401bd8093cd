// FLAGS: -std=c++17
#include <type_traits>
struct Sum {}; struct Max {};
template <typename Op, typename T, typename std::enable_if<std::is_same<Op, Sum>::value, int>::type = 0>
__global__ void reduce(const T *in, T *out, int n) { if (threadIdx.x == 0) { T s = 0; for (int i = 0; i < n; ++i) s += in[i]; *out = s; } }
template <typename Op, typename T, typename std::enable_if<std::is_same<Op, Max>::value, int>::type = 0>
__global__ void reduce(const T *in, T *out, int n) { if (threadIdx.x == 0) { T s = in[0]; for (int i = 1; i < n; ++i) s = s < in[i] ? in[i] : s; *out = s; } }
int main() {
  float *in = nullptr, *out = nullptr;
  reduce<Sum><<<1, 32>>>(in, out, 100);
  reduce<Max><<<1, 32>>>(in, out, 100);
}
