namespace n { template <typename T, int N = 2> T *e(const T &, int (*)(int)) = delete; }
template <class T> struct S { template <class U> void m(U) = delete; void q(T) = delete; };
extern "C++" { void h(long) = delete; }
extern "C++" int g(long);
extern "C++" template <class T> void t(T) = delete;
extern "C" void c(long) = delete;
template <class... T> static inline void v(T...) = delete;
void z(S<int> &s) {}
