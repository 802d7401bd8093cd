// DESC: a lambda called where it is written is parenthesized as the callee outside templates (([&]{ ... } )()), not in a template
int plain(int x) { return x + 1; }
__global__ void k(float *p) { p[0] = 1; }
int g(int);
void a(float *p) { [&] { k<<<1, 1>>>(p); }(); }
void b(int x) { [&] { g(x); }(); }
void c(int x) { [=] { g(x); }(); }
void d(int x) { int y = [&] { return g(x); }(); g(y); }
void e() { []() { g(1); }(); }
void f2(int x) { auto l = [&] { g(x); }; l(); }
template <class T> void t(T x) { [&] { g(x); }(); }
void run() { t(1); }
