// DESC: #940 at the end of non-void host and __host__ __device__ functions control can reach: constant loop and if conditions, switch without default, labels, noreturn calls; overloads named with their parameters
int plain(int x) { return x + 1; }
[[noreturn]] void die();
int f1() { }
int f2(int x) { if (x) return 1; }
int f3(int x) { if (x) return 1; else return 2; }
int f4() { while (1) { } }
int f5() { for (;;) { break; } }
int f6(int x) { switch (x) { case 1: return 1; default: return 2; } }
int f7(int x) { switch (x) { case 1: return 1; } }
int f8() { die(); }
int f9(int x) { do { if (x) break; } while (1); }
int f10() { return 1; L: ; }
int f11(int x) { if (1) return 1; }
int f12(int x) { if (1) return 1; else ; }
int f13(int x) { const int k = 0; while (k) { } }
enum { ON = 1 };
int f14() { while (ON) { } }
int f15(int x) { try { return 1; } catch (...) { } }
int f16(int x) { for (int i = 0; i < x; i++) { return 1; } }
int f17(int x) { while (0 && x) { } }
__host__ __device__ int f18(int x) { if (x > 0) return 1; else if (x < 0) return -1; }
__device__ int f19() { }
int f20(int x) { for (;;) { switch (x) { case 1: break; } } }
int f21(int x) { do { continue; } while (0); }
int f22(int x) { L: goto L; }
int h(int);
int h(double) { }
struct S { int m(int) const { } int m(float) { } operator int() { } int n(); };
int S::n() { }
namespace q { int g() { } }
auto f23() { }
typedef void V;
V f24() { }
int main() { }
