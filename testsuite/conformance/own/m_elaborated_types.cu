#include <cuda_runtime.h>
enum Mode { Wrap, Clamp };
struct P { int x; };
struct Desc { enum Mode m[3]; struct P p; enum Mode one; };
enum Mode g1;
struct P g2;
void f(Mode a, struct P *b)
{
  enum Mode l = a;
  struct P q = *b;
  (void)l; (void)q;
}
struct Desc2 { enum Mode m[3]; Mode one; int n; };
void f2()
{
  Desc2 d;
  d.m[0] = Wrap;
  d.one = Clamp;
  d.n = Wrap;
  cudaTextureDesc texDescr;
  texDescr.addressMode[0] = cudaAddressModeWrap;
  texDescr.filterMode = cudaFilterModeLinear;
}
