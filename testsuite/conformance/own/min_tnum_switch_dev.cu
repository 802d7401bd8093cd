// DESC: switch in device fn
__device__ int f(int n) { switch (n) { case 0: return 1; } return 0; }
__global__ void k(int n) { }
