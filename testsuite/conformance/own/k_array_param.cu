// DESC: kernel with array param and struct containing array
struct S { int a[4]; float f; };
__global__ void k(int p[], S s, const int q[8]) { p[0] = s.a[1]; }
void h(int *p, S s) { k<<<1, 1>>>(p, s, p); }
