// DESC: a later declarator of a pointer data member (bool *a, *b;) has its own operators only: its elements are bool, assigned without conversion
int plain(int x) { return x + 1; }
struct S { int n; bool *a, *b; float *x, *y; unsigned char c[4], d[4]; };
struct H { S m; void f(int i) { this->m.b[i] = true; m.a[i] = false; m.y[i] = 1; m.d[i] = 2; } };
void g(S &s, int i) { s.b[i] = true; s.a[i] = true; s.y[i] = 2; s.d[i] = 3; s.c[i] = 3; }
