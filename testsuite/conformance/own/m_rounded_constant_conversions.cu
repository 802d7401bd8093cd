// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a conversion of ceil or floor called with a constant ((int)ceil((float)N / 256), int(floor(2.5)), static_cast<int>(std::ceil(2.5))) is a constant EDG folds: parenthesized as an initializer and as a braced element made of it; not when the argument is no constant, not for ceilf, sqrtf, fabs, pow or exp, not ceil alone
#include <cmath>
#include <cstdlib>
#include <cstddef>
int plain(int x) { return x + 1; }
int g2() {
  int h = (int)sqrtf(16.0f);
  int i = (int)floor(2.5) + 1;
  long j = lround(2.5);
  int k = abs(-3);
  double l = (double)ceil(2.5);
  int m = (int)(ceil(2.5) * 2.0);
  float n = (float)ceil(2.5);
  int o = (int)std::ceil(2.5);
  int p = (int)ceilf(2.5f);
  int q = (int)fabs(-2.0);
  int r = (int)pow(2.0, 3.0);
  int s = (int)log2(8.0);
  unsigned t = (unsigned)ceil(2.5);
  int u = static_cast<int>(ceil(2.5));
  int v = int(ceil(2.5));
  int w = (int)fmax(1.0, 2.0);
  int x = (int)exp(1.0);
  return h + i + (int)j + k + (int)l + m + (int)n + o + p + q + r + s + (int)t + u + v + w + x;
}
int g(int threadsPerBlock) {
  const int nGenesTotal = 22283;
  int a = (int)ceil((float)nGenesTotal / (float)threadsPerBlock);
  const int tpb = 256;
  int b = (int)ceil((float)nGenesTotal / (float)tpb);
  int c = (int)ceil(2.5);
  int d = (int)ceil((float)3);
  const int tile_n = (64 - 2 + 1) / 2;
  size_t ws[2] = { (size_t)ceil((float)tile_n / 32) * 32, (size_t)ceil((float)tile_n / 8) * 8 };
  double e = ceil(nGenesTotal / 2.0);
  float f = sqrtf((float)tpb);
  return a + b + c + d + (int)ws[0] + (int)e + (int)f;
}
int main() { return g(3) + g2(); }
