__global__ void k0(int *p) { for (;;) { if (p) break; } }
__global__ void k(int) {}
__global__ void k2(int, int) {}
