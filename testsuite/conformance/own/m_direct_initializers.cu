// DESC: a scalar's parenthesized initializer is converted to its type like an = one ((7) for unsigned, (4) in vx * (4)) and, when it is a constant EDG folds, printed in parentheses of its own (tn((vx * (4)))); a local initialized so is a constant too; (a* b* c) after a declarator name is an initializer, not a parameter list
constexpr unsigned int NX(1024);
constexpr unsigned int vx(16);
constexpr unsigned int gx((NX - 1) / (vx - 1));
constexpr unsigned int bnum(gx* vx* NX);
__global__ void kdi(unsigned *p)
{
  constexpr unsigned int tn(vx * 4);
  constexpr unsigned int wn(tn / 32);
  unsigned eds(7);
  unsigned idx(2 * (p[0] + wn));
  for (int c0(wn / 2); c0 > 0; c0 /= 2) p[c0] = eds + idx;
}
void hdi(unsigned *p)
{
  constexpr unsigned int tn(vx * 4);
  unsigned eds(7);
  int c0(tn / 2);
  float d(2.0f / NX);
  long l2(p[1] * 2);
  p[0] = eds + c0 + tn + (unsigned)d + bnum + (unsigned)l2;
}
