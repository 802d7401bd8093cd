// FLAGS: -std=c++14
#include <type_traits>
template <typename T, typename std::enable_if<std::is_unsigned<T>::value>::type * = nullptr>
__global__ void popcount_all(const T *in, int *out, int n) { int i = threadIdx.x; if (i < n) out[i] = __popc(in[i]); }
int main() {
  unsigned *u = nullptr; int *o = nullptr;
  popcount_all<<<1, 32>>>(u, o, 32);
}
