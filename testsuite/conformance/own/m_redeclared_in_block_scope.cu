// DESC: a name declared twice in one block scope of a body (#101; a parameter in the body's outermost block, lambdas and local classes' members too), again in the block a for/range-for/if/while/switch header declared it in (#779, #2801, #704, an if's else block too), a catch parameter hidden (#1210); allowed: extern twice, typedef twice, a class name, nested blocks, a function-try-block's handlers
struct V { int *begin(); int *end(); };
int f1(int a) { int a = 1; return a; }
int f2(int a) { { int a = 1; } return a; }
void f3() { int b; float b; int c, d, c; }
void f4() { for (int i = 0, j = 1; i < 2; ++i) { int j = 3; { int i; } } }
void f5() { if (int x = 1) { int x = 2; } else { int x = 3; } }
void f6() { auto l = [](int p) { int p = 1; return p; }; }
template <class T> void f7(T t) { int t; }
void f9(int a) { struct a {}; extern int q; extern int q; typedef int t; typedef int t; }
void f10(int a) { typedef int a; int v; typedef int v; }
void f11() { while (int w = 0) { int w; float w; } switch (int s = 1) { default: int s; } }
void f12(int a) { static int a; }
void f14() { try {} catch (int e) { int e; } catch (...) {} }
struct S { void m(int q) { int q; } };
void f15(int a) try { int a; } catch (...) {}
void h1(V v) { for (int x : v) { int x; } }
void h2(int a, int b, int c, int d) { if (a < b && c > d) { int d; } while (a == 1) { int a; } }
void h6() { struct L { void m(int z) { int z; } }; }
void h7(int n) { switch (n) { case 1: int n; } }
__global__ void k() {}
