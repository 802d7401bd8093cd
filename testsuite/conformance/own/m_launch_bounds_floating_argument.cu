// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a floating constant as a launch-bounds argument is a constant of the wrong type (this constant expression has type "double" instead of the required integral or enum type), float, negative or not
int plain(int x) { return x + 1; }
__global__ void __launch_bounds__(128.5) k(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(256, 2.0f) k2(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(-64.0) k3(int *p) { p[0] = 1; }
