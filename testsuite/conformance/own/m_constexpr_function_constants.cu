// DESC: a constexpr function called with constant arguments is a constant: launch bounds evaluate a parameterless one's returned expression, a launch configuration built from one needs no dim3 temporaries, an initializer using one folds
constexpr int kBlock = 256;
constexpr int threads() { return 4 * 32; }
constexpr int block() { return kBlock / 2; }
constexpr int twice(int x) { return 2 * x; }
__global__ void __launch_bounds__(threads(), sizeof(double) / 4) k(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(block()) k2(int *p) { p[0] = 2; }
void h(int *p) { k<<<1, threads()>>>(p); k2<<<twice(2), block()>>>(p); int x = threads(); int y = threads() + 1; int z = twice(3); int w = twice(x); }
