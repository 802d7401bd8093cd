// DESC: kernel bodies with control flow, goto, switch
__global__ void k(int *p, int n) {
  switch (n) { case 0: p[0] = 1; break; case 1: { p[1] = 2; } default: return; }
  for (int i = threadIdx.x; i < n; i += blockDim.x) { if (i & 1) continue; p[i] = i; }
  do { n--; } while (n > 0);
}
void h(int *p) { k<<<1, 1>>>(p, 3); }
