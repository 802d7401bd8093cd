// DESC: kernel taking a function pointer param
typedef int (*fn_t)(int);
__global__ void k(int *p, fn_t f, int (*g)(float)) { p[0] = 1; }
void h(int *p) { k<<<1, 1>>>(p, 0, nullptr); }
