// DESC: class static member function calling kernel, friend kernel decl
__global__ void k(int *);
struct W { static void go(int *p) { k<<<1, 1>>>(p); } };
__global__ void k(int *p) { p[0] = 5; }
void h(int *p) { W::go(p); }
