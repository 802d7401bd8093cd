struct D { int a; };
struct G
{
    unsigned u; int i; float f; int *p; int *q; double d; D obj; int *r;
    G(int x) : u(5), i(5), f(1), p(0), q(nullptr), d(x), obj(), r(&i) {}
    G(int x, int y) : u(x + y), i(-1), f(2.5f), p(), q(p), d(1 + 2), obj{3}, r{0} {}
};
int use_g(int x) { G g(x); return g.i; }
