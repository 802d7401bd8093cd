// DESC: do-while in kernel
__global__ void k(int n) { do { n--; } while (n > 0); }
