// DESC: a call of overloaded plain functions no argument matches exactly resolves by C++ ranking (exact, promotion, conversion; defaults counted): shf(mask, short, int) calls the int overload, whose result converts
int plain(int x) { return x + 1; }
__device__ int shf(unsigned mask, int var, unsigned delta, int width = 32) { return var; }
__device__ unsigned shf(unsigned mask, unsigned var, unsigned delta, int width = 32) { return var; }
__device__ float shf(unsigned mask, float var, unsigned delta, int width = 32) { return var; }
__device__ long long shf(unsigned mask, long long var, unsigned delta, int width = 32) { return var; }
__device__ double shf(unsigned mask, double var, unsigned delta, int width = 32) { return var; }
__device__ short warp_max(short val, short ind, unsigned mask) {
  short newInd = 0;
  for (int offset = 16; offset > 0; offset /= 2) {
    short t = shf(mask, val, offset);
    newInd = shf(mask, ind, offset);
    val = val > t ? val : t;
  }
  char c = 1;
  float f = shf(mask, c, 1) + 1.0f;
  float g = shf(mask, 1.5f, 1u) * 2;
  return val + newInd + (short)f + (short)g;
}
__global__ void k(short *o) { o[0] = warp_max(o[1], o[2], 0xffffffffu); }
