extern "C" void f(int);
extern "C" void
f(int x)
{
}
int g(int);
static int
g(int x) { return x; }
int
h(int x) { return x; }
struct S { int m(int); };
int
S::m(int x) { return x; }
