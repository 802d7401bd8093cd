// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a default argument that is a cast, an address or a sizeof is printed as an expression (long a = (long)x, int * c = &x, sizeof x); one naming a managed variable accesses it (int a = (*(...), (d))), in members and templates too
int plain(int x) { return x + 1; }
int x; __managed__ int d; __managed__ int dflt = 3;
void f(long a = (long)x, int b = x, int *c = &x, long e = (long)sizeof(x));
void f2(int a = d, long l = (long)d);
struct S { int f(int a = dflt) { return a; } S(int v = dflt * 2) {} };
template <typename T> T g(T v = (T)dflt) { return v; }
int h() { f(); f2(); S s; return s.f() + g<int>(); }
