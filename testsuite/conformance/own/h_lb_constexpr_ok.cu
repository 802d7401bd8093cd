// DESC: cufe's own case (recorded with the real cudafe++ 13.5): lb_constexpr_ok
constexpr int n = 128;
const int m = 2;
template <int N> __global__ void __launch_bounds__(N, m) kt(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(n, m) k(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(undefined_thing) k2(int *p) { p[0] = 1; }
