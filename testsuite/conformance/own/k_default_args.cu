// DESC: kernel with default args launched omitting them
__global__ void k(int *p, int n = 4, float s = 1.5f) { p[0] = n * s; }
void h(int *p) { k<<<1, 1>>>(p); k<<<2, 3>>>(p, 7); }
