// DESC: a namespace-scope scalar's parenthesized initializer prints as its = initializer, folded and converted like one; a block-scope one keeps its parentheses
constexpr unsigned N(1024);
constexpr unsigned Nd2(N / 2);
unsigned M(1024);
const int CK(5);
double DX(2);
int *PZ(0);
namespace ns { long L(CK * 2); }
int use(int x) {
  long i(x);
  long j = CK;
  return N + Nd2 + M + CK + (int)DX + (PZ ? 1 : 0) + (int)ns::L + i + j;
}
