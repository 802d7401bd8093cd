extern "C" int p1(const char *, ...);
extern "C" int p2(int, ...);
extern "C" int p3(const char *fmt, ...);
extern "C" int p4(...);
int p5(int a,...);
template <class... Ts> void p6(Ts... xs, ...);
int main() { return 0; }
