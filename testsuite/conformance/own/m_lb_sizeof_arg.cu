// DESC: VALID: __launch_bounds__ arguments from a constexpr function and sizeof
constexpr int kT = 4 * 32;
__global__ void __launch_bounds__(kT, sizeof(double) / 4) k(int *p) { p[0] = 1; }
void h(int *p) { k<<<1, kT>>>(p); }
