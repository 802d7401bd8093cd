// FLAGS: -std=c++20
// With C++20, value template parameters of a typedef, an enumeration, a class-scoped
// enumeration and a builtin type stay values (only a concept makes a type parameter).
#include <cstddef>
enum Color { Red, Green };
struct Cfg { enum Mode { Fast, Slow }; };
typedef unsigned short ush;
template <size_t N, Color C, Cfg::Mode M, ush U, bool B> __global__ void k(float *p) { p[N] = C + M + U + B; }
void launch(float *p)
{
    k<4, Green, Cfg::Slow, 2, true><<<1, 1>>>(p);
}
