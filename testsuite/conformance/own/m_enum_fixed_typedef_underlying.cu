// DESC: enumerator values print with the suffix of the underlying type, a typedef's too; unfixed enums widen to long
#include <cstdint>
enum class E : std::int64_t { A = 1, B = 1 << 20, C = -3, D };
enum class U : std::uint64_t { X = 1, Y = 0xffffffffffULL };
typedef long long ll;
enum class T : ll { T1 = 4 };
enum Big { BIG = 0x100000000 };
enum Neg { NEG = -0x100000000LL, POS = 1 };
__global__ void k(E e, U u, long *o) { o[0] = (long)e + (long)u + (long)T::T1 + BIG; }
void h(long *o) { k<<<1, 1>>>(E::B, U::Y, o); }
