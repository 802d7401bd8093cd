// DESC: #68/#69 integer constants converted to types that cannot hold them: initializers (global, local, static member, default argument), assignments to a name, an element and a pointee, compound assignments, returns, unsigned comparisons, arguments; unsigned sources (a hex literal, a U suffix, ~0, a cast) stay silent
int plain(int x) { return x + 1; }
typedef unsigned int uint;
unsigned int g1 = -1;
unsigned char g2 = 300;
char g3 = 200;
short g4 = 70000;
int g5 = 3000000000;
uint g6 = -1;
unsigned g7(-2);
enum E { A = -1 };
unsigned g8 = A;
const int N = -4;
unsigned g9 = N;
unsigned g10 = 4294967295;
unsigned g11 = -1U;
int g12 = 0xFFFFFFFF;
unsigned g13 = ~0;
unsigned g14 = (unsigned)-1;
__device__ unsigned g15 = -1;
struct S { static const unsigned M = -1; };
void take(unsigned x, unsigned y = -1);
unsigned f(int k) {
  unsigned a = -1;
  unsigned b; b = -1;
  unsigned c[4]; c[0] = -2;
  take(-1);
  unsigned *p = c; *p = -3;
  a += -1;
  unsigned char d = 1; d += -1;
  if (a == -1) take(a + b + c[1] + d);
  if (k) return 7;
  return -1;
}
