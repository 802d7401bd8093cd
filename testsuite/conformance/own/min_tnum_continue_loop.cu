// DESC: continue in loop in kernel
__global__ void k(int n) { for (int i = 0; i < n; i++) { if (i & 1) continue; n--; } }
