// DESC: __attribute__((global)) after params of a definition (attributes not permitted in function definition?)
void k(int *p) __attribute__((global)) { p[0] = 1; }
