// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a block, T y(m) with m a variable (global, managed, local, qualified) initializes a variable, not a local function declaration: a managed m is read with the runtime check and the variables take part in arithmetic as such
__managed__ int m;
namespace ns { int g = 3; }
int g2;
struct P { int v; P(int x) : v(x) {} };
int h(int n) { int y(m); int z(g2); float f(n); int q(ns::g); P p(n); unsigned u(::g2); return y + z + (int)f + q + p.v + (int)u; }
__global__ void k(int *o) { o[0] = 1; }
