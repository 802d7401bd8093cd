// DESC: kernel taking pointer-to-member param
struct S { int a; float b; };
__global__ void k(S *s, int S::*pm) { s->*pm = 1; }
void h(S *s) { k<<<1, 1>>>(s, &S::a); }
