#include <type_traits>
template <typename T, bool Signed = std::is_signed<T>::value>
__global__ void absval(T *p, int n) {
  int i = threadIdx.x;
  if (i < n && Signed && p[i] < 0) p[i] = -p[i];
}
int main() {
  int *a = nullptr; unsigned *b = nullptr; float *c = nullptr;
  absval<<<1, 32>>>(a, 32);
  absval<<<1, 32>>>(b, 32);
  absval<<<1, 32>>>(c, 32);
}
