struct B { virtual int f(int x) { return x; } virtual void g() {} int h(int) { return 0; } };
struct D : B { int f(long x) { return (int)x; } int f(char c) { return c; } void g(int) {} int h(long) { return 1; } };
struct E : D { int f(double) { return 0; } };
__global__ void k() {}
int use(D &d, E &e) { return d.f(2L) + e.f(1.0); }
