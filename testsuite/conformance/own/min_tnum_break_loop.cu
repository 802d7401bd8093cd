// DESC: break in loop in kernel
__global__ void k(int n) { while (n) { if (n == 3) break; n--; } }
