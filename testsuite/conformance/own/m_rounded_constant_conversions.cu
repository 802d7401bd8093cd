// DESC: cufe's own case (recorded with the real cudafe++ 13.5): ceil called with a constant is a constant EDG folds (floor, ceilf, sqrtf, fabs, pow and exp are not): an initializer or braced element using it ((int)ceil((float)N / 256), ceil(2.5) + 1, 1 + (int)ceil(x)) is parenthesized as a folded constant, a lone call is not, a class object's initializer is not; and <cmath>'s overloaded functions give their argument's floating type (double for an integer) where the headers are not read
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
  int m = (int)(ceil(2.5) * 2);
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
int g3() {
  int i1 = (int)floor(2.5);
  int i2 = (int)ceil(2.5) + 1;
  int i3 = 1 + (int)floor(2.5);
  int i4 = (int)floor(2.5) + 1;
  int i5 = (int)ceil(2.5) * 2;
  double i6 = ceil(2.5) + 1;
  int i7 = (int)std::floor(2.5);
  int i8 = (int)trunc(2.5);
  int i9 = (int)round(2.5);
  int i10 = (int)rint(2.5);
  return i1 + i2 + i3 + i4 + i5 + (int)i6 + i7 + i8 + i9 + i10;
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
void use(int);
struct D3 { D3(int); };
int g4() {
  D3 g2 = (int)ceil(1000 / 256.0);
  D3 g1((int)ceil(1000 / 256.0));
  (void)g1; (void)g2;
  use((int)ceil(1000 / 256.0));
  int a;
  a = (int)ceil(1000 / 256.0);
  int b = 1 + (int)ceil(1000 / 256.0);
  int c((int)ceil(1000 / 256.0));
  int d{(int)ceil(1000 / 256.0)};
  return a + b + c + d;
}
int main() { return g(3) + g2() + g3() + g4(); }
