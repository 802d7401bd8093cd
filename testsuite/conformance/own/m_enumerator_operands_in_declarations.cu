// DESC: an enumerator that is an operand in a declaration is parenthesized as in a body: array bounds (`int x[(N) + 1]`), template arguments, default arguments (a definition's too, printed as expressions), another enumeration's enumerators in an enumerator's initializer; the enumeration's own enumerators in its initializers stay bare
int first_function(int x) { return x + 1; }
enum { A1 = 3 };
enum E { B1 = 2, B2 = B1 + 1 };
const int C1 = 4;
namespace ns { enum { NB = 3 }; enum F { NF = 1 }; const int NC = 2; struct In { int x[NB + 1]; int y[NF + 1]; int z[NC + 1]; int w[NB * NF]; }; }
struct G { int x[A1 + 1]; int y[B1 + 1]; int z[C1 + 1]; int w[A1 * 2 + B1]; };
int ga[A1 + 1];
int gb[B1 + 1];
void f(int *o) { int la[A1 + 1]; int lb[B1 + 1]; la[0] = 1; lb[0] = 2; o[0] = la[0] + lb[0]; }
template <int N> struct T { int v[N]; };
T<A1 + 1> tv;
enum { X = 1, Y = X + 4, W = A1 + 5, V = A1 };
struct S2 { enum { X2 = 1, Y2 = X2 * 4, W2 = A1 + 5 }; int a[Y2 + 1]; };
void g(int a = A1 + 1, int b = C1 + 1, int c = 2 + 3, int d = C1 * A1, float e = 1.5f * C1) { }
__device__ void gd(int b = C1 - 1, int c = A1) { }
struct S { void m(int a = A1 + 1, int b = C1 - 1); };
void S::m(int a, int b) {}
