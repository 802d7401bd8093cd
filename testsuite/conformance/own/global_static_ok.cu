// DESC: VALID: static (internal linkage) __global__ function launched
static __global__ void k(int *p) { *p = 1; }
void h(int *p) { k<<<1, 1>>>(p); }
