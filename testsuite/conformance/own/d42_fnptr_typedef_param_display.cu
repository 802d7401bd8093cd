struct P { float x; };
typedef void (*visit_t)(P &p, int index);
typedef int (*cmp_t)(const void *, const void *);
using red_t = float (*)(float, float);
__device__ void walk(P *ps, visit_t v, cmp_t c, red_t r) {}
void host() { walk(0, 0, 0, 0); }
