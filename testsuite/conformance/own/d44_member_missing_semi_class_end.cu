struct Pair {
  int a;
  int b
};
__global__ void k(Pair p, int *o) { o[0] = p.a + p.b; }
