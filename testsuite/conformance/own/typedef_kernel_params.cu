// DESC: typedef and using aliases in kernel params
typedef float real_t;
using idx_t = long;
typedef struct { int a, b; } AB;
__global__ void k(real_t *p, idx_t n, AB ab) { p[n] = ab.a; }
void h(real_t *p) { AB ab = {1, 2}; k<<<1, 1>>>(p, (idx_t)3, ab); }
