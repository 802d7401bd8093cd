// DESC: #940 and library calls: exit, abort, std::terminate and __builtin_unreachable never return, printf does, and assert expands to a conditional expression (no call), so a function ending in it can flow off its end
#include <cstdio>
#include <cstdlib>
#include <cassert>
#include <exception>
int plain(int x) { return x + 1; }
int f1() { exit(1); }
int f2() { abort(); }
int f3() { std::exit(2); }
int f4() { std::terminate(); }
int f5() { __builtin_unreachable(); }
int f6() { printf("x\n"); }
int f7(int x) { assert(x); }
__host__ __device__ int f8(int x) { if (x) return 1; printf("%d\n", x); }
