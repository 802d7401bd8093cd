// DESC: #780 a name used after a for loop that declared it, in the loop's block: warned when the use means a variable of an enclosing scope (a global, a parameter or local of an outer block, an outer loop's), not one of the block itself, nor after a loop that is an if's statement
int plain(int x) { return x + 1; }
int gi;
struct S { int k; };
void f(int n, int *a) {
  int k = 0;
  for (int k = 0; k < n; k++) { a[k] = 1; }
  a[k] = 2;
  { a[k] = 3; }
  if (n) for (int k = 1; k < n; k++) a[k] = 4;
  a[k] = 5;
  for (int gi = 0; gi < n; gi++) { }
  gi = 3;
  for (int n2 = 0; n2 < n; n2++) { }
  S s; s.k = 1;
  for (int m = 0, k = 0; m < n; m++) { }
  k++;
}
void g(int k, int *a) {
  for (int k = 0; k < 3; k++) { }
  a[k] = 0;
  int k2 = k + 1;
  a[k2] = k;
}
void p(int k, int *a) { { for (int k = 0; k < 2; k++) {} a[k] = 1; } }
void q(int *a) { int k = 0; { for (int k = 0; k < 2; k++) {} a[k] = 1; } }
void r(int *a) { for (int i = 0; i < 4; i++) { for (int i = 0; i < 2; i++) {} { a[i] = 2; } a[i]++; } }
void s(int *a, int n) { int j = 0; while (n--) { for (int j = 0; j < 2; j++) {} a[j] = 3; } }
void t(int *a) { int m = 1; if (m) { for (int m = 0; m < 2; m++) a[m] = 0; a[m] = 4; } }
void u(int *a) { for (int x = 0; x < 4; x++) { for (int x = 0; x < 2; x++) {} int x2 = x; for (int x = 0; x < 3; x++) {} a[x] = x2; } }
int tid;
void w(int *a) { for (int tid = 0; tid < 2; tid++) { } for (int l = 0; l < 2; l++) { for (int tid = 0; tid < 2; tid++) { a[tid] = l; } } }
