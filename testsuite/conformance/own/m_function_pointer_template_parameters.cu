int twice(int x) { return 2 * x; }
template <int (*F)(int)> int apply(int v) { return F(v); }
template <void (*G)(), int N> struct S { };
int h() { return apply<twice>(3); }
__global__ void k(int *o) { *o = 1; }
using Fp = int (*)(int);
template <class T> using Cb = void (*)(T &, int);
template <int (&R)[4]> struct Arr { };
