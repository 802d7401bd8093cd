// DESC: cufe's own case (recorded with the real cudafe++ 13.5): reads of __device__ variables in printf's arguments, a conditional's lvalue arm read after the other arm, chained assignments written inner first
#include <cstdio>
__device__ int dv;
__device__ int a, b, c, d;
void h() { printf("%d\n", dv); int y = dv > 0 ? dv : -dv; (void)y; }
int f(bool t) { return t ? a : b + 1; }
int g(bool t) { return t ? a + 1 : b; }
int e(bool t) { return t ? (a + b) : (c + d); }
void s() { a = a + 1; a = b = 3; }
