// DESC: kernel calling a host member function (cicc reports; cudafe++ silent)
struct S { int f() const { return 1; } };
__global__ void k(int *p) { S s; *p = s.f(); }
