__global__ void kk(int *p) {}
int f(int x) { return x; }
int g(int (*fp)(int)) { return fp(1); }
int h1() { int (*p)(int) = f; return p(2); }
int h2() { int (&r)(int) = f; return r(2) + g(f) + g(&f); }
int h3() { int (*p)(int); p = f; auto &r = f; int (&q)(int) = *p; return p(1) + r(1) + q(1); }
