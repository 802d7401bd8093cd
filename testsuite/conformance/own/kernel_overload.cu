// DESC: overloaded kernels
__global__ void k(int *p) { p[0] = 1; }
__global__ void k(float *p) { p[0] = 2; }
__global__ void k(int *p, int n) { p[0] = n; }
void h(int *a, float *b) { k<<<1, 1>>>(a); k<<<1, 1>>>(b); k<<<1, 1>>>(a, 3); }
