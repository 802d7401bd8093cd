// DESC: static_assert, enums, unions, typedefs
static_assert(sizeof(int) == 4, "int size");
enum Color { Red, Green = 5, Blue };
enum class E2 : unsigned char { X = 1, Y };
union U { int i; float f; };
typedef unsigned int uint;
using real = double;
__global__ void k(U u, Color c, uint n, real r) { static_assert(Blue == 6, ""); }
void h() { U u; u.i = 1; k<<<1, 1>>>(u, Blue, 3u, 1.0); E2 e = E2::Y; (void)e; }
