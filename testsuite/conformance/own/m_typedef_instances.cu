#include <cstdint>
#include <cstddef>
#include <sys/types.h>
template <uint dir> __global__ void sortk(uint *d, uint n) { }
template <typename T> __global__ void kt(T *d, T n) { }
typedef unsigned short ush;
typedef ush ush2;
__global__ void k(int32_t a, uint8_t b, size_t c, uint d, int64_t e, uintptr_t f, ushort g, ulong h, std::uint16_t i, ptrdiff_t j, u_char l) { }
int f(int x) { return x; }
void host(uint *d) {
  sortk<1U><<<1, 1>>>(d, 4);
  kt<<<1,1>>>(d, (uint)4);
  ush s = 1;
  kt<<<1,1>>>(&s, s);
  ush2 s2 = 2;
  kt<<<1,1>>>(&s2, s2);
  f((uint)4); f((ush)4); f((uint *)d == 0);
  k<<<1,1>>>(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
}
