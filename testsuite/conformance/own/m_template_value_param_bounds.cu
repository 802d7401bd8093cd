// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a template, a block-scope array's bound naming a value parameter of an unsigned (typedef) type converts its literals as any expression does: [((2) * B) + (4)] for a uint32_t B, in a kernel template's __shared__ array and a host template's local
#include <cstdint>
int plain(int x) { return x + 1; }
template <uint32_t K, uint32_t B> __global__ void k(uint32_t *o) {
  __shared__ uint32_t s[2 * B + 4];
  volatile uint64_t *r = (volatile uint64_t *)&s[2 * B];
  s[0] = 2 * B + K;
  o[0] = s[1] + *r;
}
template <unsigned B> void h(unsigned *o) {
  unsigned s[2 * B + 4];
  unsigned long t = 3 * B;
  o[0] = s[0] + t;
}
int main() { k<1, 2><<<1, 1>>>(0); h<3>(0); return 0; }
