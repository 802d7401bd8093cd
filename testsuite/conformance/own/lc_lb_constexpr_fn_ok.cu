// DESC: VALID: __launch_bounds__ arguments from a constexpr function and enum
constexpr int threads() { return 256; }
enum { MinB = 2 };
__global__ void __launch_bounds__(threads(), MinB) k(int *p) { p[0] = 1; }
