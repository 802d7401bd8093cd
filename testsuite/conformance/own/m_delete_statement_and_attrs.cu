// DESC: a statement starting with delete is an expression, not a declaration: its operand is parenthesized unless primary (delete (*pp);); attributes among a variable's specifiers move to the front once
struct V { int x; };
V **g;
void f(V *p, V **pp, int *a) { delete p; delete *pp; delete (*g); delete[] a; delete pp[0]; }
static __attribute__((aligned(8))) int s_data[16];
__attribute__((aligned(8))) static int s2[16];
static int __attribute__((aligned(8))) s3[16];
