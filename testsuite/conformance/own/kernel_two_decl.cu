// DESC: kernel declared then defined later, launched in between
__global__ void k(int *p, int n);
void h(int *p) { k<<<1, 1>>>(p, 2); }
__global__ void k(int *p, int n) { p[0] = n; }
