// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a typedef of the global scope that the runtime's C headers declared first inside extern "C" (uint, ushort, ulong, int32_t, time_t, FILE...) is printed in an extern "C" block; other typedefs, and those of a namespace, are not
#include <cstdint>
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned long ulong;
typedef unsigned char uchar;
typedef int int32_t;
typedef unsigned char uint8_t;
typedef long time_t;
typedef float real;
namespace q { typedef unsigned int uint; }
__global__ void k(uint a, ushort b, uchar c, real d, uint8_t *e) { e[0] = (uchar)(a + b + c + d); }
int main() {
  k<<<1, 1>>>(1u, 2, 3, 4.0f, 0);
  return 0;
}
