// DESC: locals declared in a GNU statement expression in a for header or condition are declarations (their initializers printed as such)
int plain(int x) { return x + 1; }
__global__ void k(int *o, int b0)
{
  for (int c1 = 0; c1 <= ({ __typeof__(368) _x = (368); __typeof__(32 * b0 + 30) _y = (32 * b0 + 30); _x < _y ? _x : _y; }); c1 += 32) { o[c1] = 1; }
  int m = ({ int t = (b0 + 1); t * 2; });
  o[0] = m;
}
void h(int *o) { int m = ({ int t = (o[1] + 1); t * 2; }); o[0] = ({ __typeof__(m) q = (m); q; }); }
void w(int *o, int n) { while (({ __typeof__(n) _n = (n - 1); _n > o[0]; })) { o[0]++; } if (({ int z = (n * 2); z; }) > 3) { o[1] = 0; } }
