__global__ void __block_size__(128, 1, 1) k1(int *p) { p[0] = 1; }
__global__ void __block_size__((4, 2)) k2(int *p) { p[0] = 1; }
__global__ void __block_size__((4, 2, 1, 1)) k4(int *p) { p[0] = 1; }
__global__ void __block_size__(x, (4, 2, 1)) k5(int *p) { p[0] = 1; }
__global__ void __block_size__((4, 2, 1), 2) k6(int *p) { p[0] = 1; }
__global__ void __attribute__((__block_size__)) k7(int *p) { p[0] = 1; }
