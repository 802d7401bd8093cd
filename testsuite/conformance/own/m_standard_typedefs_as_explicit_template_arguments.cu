#include <stdint.h>
#include <cstdint>
__global__ void k(uint8_t *a, int16_t *b, uint32_t *c, int64_t *d, uintptr_t e, std::uint64_t f, std::int8_t g, size_t h) { a[0] = (uint8_t)g; }
template <typename T> __global__ void t(T *p) {}
void h(uint8_t *a, int16_t *b, uint32_t *c, int64_t *d) {
  k<<<1, 1>>>(a, b, c, d, 0, 1, 2, 3);
  t<<<1, 1>>>(a);
  t<<<1, 1>>>(d);
  t<uint16_t><<<1, 1>>>(0);
  uint64_t big = 1ull << 40;
  int32_t s = (int32_t)big;
  (void)s;
}
