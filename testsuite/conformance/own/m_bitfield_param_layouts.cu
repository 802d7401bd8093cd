// DESC: bit-field layouts of kernel parameters: shared storage unless a field would cross its type-sized unit, zero width, mixed with plain members
struct A { unsigned a : 1; unsigned b : 3; unsigned c : 4; };
struct B { char x; int y : 20; int z : 20; };
struct C { unsigned long long a : 40; unsigned b : 30; char c; };
struct D { short s : 9; short t : 9; short u : 9; };
struct E { char c; int : 0; char d; };
struct F { int a : 3; double d; unsigned char e : 2; };
__global__ void k(A a, int *p, B b, int *q, C c, int *r, D d, int *s, F f, int *t) {}
__global__ void k2(E e, int *p) {}
