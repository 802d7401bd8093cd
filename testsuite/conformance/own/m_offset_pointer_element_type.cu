// DESC: the object *(p + i) designates has the pointer's element type: a value stored there converts to it (a double literal to float: ((0.0)))
void g(float *m, int n, double *d, int *ip, char *c) {
  for (int i = 0; i < n; i++) *(m + i) = 0.0;
  *(d + 1) = 1.0f;
  *(ip + 2) = 3.5;
  *(2 + m) = 1;
  *(m - 1) = n;
  *(c + 1) = 'a';
  float x = *(m + 1) + *(ip + n);
  m[0] = x;
}
