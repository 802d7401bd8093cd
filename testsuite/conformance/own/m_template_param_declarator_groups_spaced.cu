struct P { int x; };
typedef float F;
template <typename T> void f(T (&a)[3]) { a[0] = T(); }
template <typename T> void g(T (*fp)(int), T (&r)(int)) { }
void h(P (&ps)[2], F (&fs)[2], P (*pp)[2]) { }
template <typename T, int N> struct A { T (&ref)[N]; T (*ptr)[N]; };
__global__ void k() {}
