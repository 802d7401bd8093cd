// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an array bound that names a local variable (a parameter, a const or constexpr local) is parenthesized as a whole ([(n + 1)], [(c - 1)]), a lone name is not ([n]); bounds naming namespace constants, class constants or template parameters, and literal or sizeof bounds, print as written
const int N = 4;
constexpr int M = 3;
#define BS 16
int g1[N * 2];
int g2[M + 1];
int g4[BS * BS];
int g5[N];
struct S { static const int K = 2; int a[K * 2]; };
template <int T> struct A { int a[T * 2]; };
A<2> av;
void f(int n, int m) {
  int a[n];
  int b[n + 1];
  int c[(n - 1) * m];
  const int k = 4;
  int d[k * 2];
  int e[sizeof(int) * 2];
  int l1[N * 2];
  constexpr int cc = 5;
  int l3[cc - 1];
  a[0] = b[0] = c[0] = d[0] = e[0] = l1[0] = l3[0] = g1[0] + g2[0] + g4[0] + g5[0];
}
