void h(int *p, float *q, unsigned *u) {
  atomicAdd(q, 1.0f);
  atomicMax(p, 3);
  atomicCAS(u, 1u, 2u);
  int v = __shfl_down_sync(0xffffffffu, *p, 1, 32);
  __syncwarp(0xffffffffu);
  float w = __shfl_xor_sync(0xffffffffu, *q, 1);
  p[0] = v + (int)w;
  unsigned b = __ballot_sync(0xffffffffu, 1);
  int l = __ldg(p);
  u[0] = b + l;
}
