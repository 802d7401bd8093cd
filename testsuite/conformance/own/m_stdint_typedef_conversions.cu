// DESC: cufe's own case (recorded with the real cudafe++ 13.5): <cstdint> typedefs convert as the types x86-64 Linux gives them even where the unit's system headers are not read (a literal converted to uint64_t or uint32_t is parenthesized, one converted to an int8_t operand's int is not), and a constant initialized through a cast to an integer typedef ((u64)1 << 63) is a constant: an initializer naming it is parenthesized as a whole
#include <cstdint>
int plain(int x) { return x + 1; }
typedef unsigned long u64;
constexpr u64 M1 = ((u64)1 << 63) + 1;
constexpr u64 M2 = 5;
inline constexpr uint64_t MOD = (((uint64_t)1 << 63) - ((uint64_t)1 << 31)) + 1;
constexpr int CI = 7;
uint64_t gv = 4;
int f(uint64_t a, uint32_t b, int8_t c, std::uint16_t d) {
  uint64_t l = 5;
  const u64 e1 = M1 - 2;
  const u64 e2 = M2 - 2;
  const uint64_t e3 = MOD - 2;
  uint64_t e4 = gv - 2;
  uint64_t e5 = a - 2;
  uint64_t e6 = l - 2;
  uint32_t e7 = b + 1;
  int e8 = c + 1;
  int e9 = d * 2;
  const int e10 = CI - 2;
  return (int)(e1 + e2 + e3 + e4 + e5 + e6 + e7 + e8 + e9 + e10);
}
