// DESC: launch in loop and if conditions
__global__ void k(int *p, int i) { p[i] = i; }
void h(int *p, int n) {
  for (int i = 0; i < n; ++i) k<<<1, 1>>>(p, i);
  if (n > 3) k<<<1, 1>>>(p, 0); else { k<<<2, 2>>>(p, 1); }
  while (n--) { k<<<1, n>>>(p, n); }
}
