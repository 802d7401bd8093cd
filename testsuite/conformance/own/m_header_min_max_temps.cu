static __device__ float clampf(float x, float lo, float hi) { return min(max(x, lo), hi); }
static __device__ unsigned never(unsigned a, unsigned b) { return max(a, b); }
__global__ void k(float *__restrict__ o, const float4 *p, float a, float b, unsigned u, int i) {
  o[0] = clampf(a, 0.0f, 1.0f);
  o[1] = min(u, 7u) + min(i, 3) + max(1.0, (double)b);
  float4 v = __ldg(p);
  o[2] = v.x + __ldg(o + 1);
}
