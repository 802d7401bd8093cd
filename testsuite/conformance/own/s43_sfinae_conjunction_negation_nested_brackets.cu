// FLAGS: -std=c++17
#include <type_traits>
template <typename T, std::enable_if_t<std::conjunction<std::is_integral<T>, std::negation<std::is_same<T, bool>>>::value, int> = 0>
__global__ void count_bits(const T *in, int *out, int n) { int i = threadIdx.x; if (i < n) out[i] = __popcll((unsigned long long)in[i]); }
int main() {
  long long *a = nullptr; int *o = nullptr; unsigned char *b = nullptr;
  count_bits<<<1, 32>>>(a, o, 32);
  count_bits<<<1, 32>>>(b, o, 32);
}
