// DESC: break in loop in device fn
__device__ void f(int n) { while (n) { if (n == 3) break; n--; } }
