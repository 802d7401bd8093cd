#define KERNEL __global__
#define BOUNDS(n) __launch_bounds__(n)
KERNEL void BOUNDS(128) k() {}
