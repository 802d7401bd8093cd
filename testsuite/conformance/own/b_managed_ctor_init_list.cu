// DESC: managed in member initializer list and default member init
__managed__ int base;
struct S { int a; int b = base; S() : a(base + 1) {} };
int h() { S s; return s.a + s.b; }
