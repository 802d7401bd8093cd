// DESC: pointer arithmetic and subscripts
long h(int *p, int *q, int **pp) { int *e = p + 10; long d = e - p; *(p++) = 1; --q; pp[0][1] = *q; return d + (q < p) + p[-1] + 2[p]; }
