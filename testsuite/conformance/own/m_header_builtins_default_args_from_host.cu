void h(int *p, float f) {
  atomicAdd(p, 1);
  __threadfence();
  int v = __shfl_down_sync(0xffffffffu, *p, 1);
  int r = __float2int_rn(f);
  float s = __fdividef(f, 2.0f);
  __syncwarp();
  p[0] = v + r + (int)s;
}
int main() { int x; h(&x, 1.0f); }
