// DESC: VALID: __launch_bounds__ arguments given by constexpr variables
constexpr int kThreads = 256, kBlocks = 2;
__global__ void __launch_bounds__(kThreads, kBlocks) k(int *p) { p[0] = 1; }
void h(int *p) { k<<<1, kThreads>>>(p); }
