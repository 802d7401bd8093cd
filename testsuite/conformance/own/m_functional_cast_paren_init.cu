// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a parenthesized initializer whose call argument starts with a functional cast (D g(myceil(float(n) / 32))) initializes a variable (a functional cast is an expression, not a parenthesized declarator), printed with the cast as a C cast and the converted literal parenthesized; dim3 and class objects too
#include <cmath>
int plain(int x) { return x + 1; }
float myceil(float);
struct D { D(int); };
struct Q { Q(float a) : v(a) {} float v; };
__global__ void k() {}
void f(int n) {
  D g1(myceil(float(n) / 32));
  D g3(myceil(float(n)));
  D g4(float(n) / 32);
  int g5(myceil(float(n) / 32));
  int g6(myceil(double(n)) + int(n));
  (void)g5; (void)g6;
}
int main() {
  int n = 7;
  dim3 g1(ceil(float(n) / 32));
  dim3 g2(ceil((float)n / 32), 2);
  Q q(float(n) / 32);
  float x(float(n) / 32);
  k<<<g1, g2>>>();
  return (int)(q.v + x);
}
