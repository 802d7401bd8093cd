// DESC: non-type template parameters are constants: a launch configuration made of them needs no dim3 temporaries, initializers using them fold, in function templates and in a class template's member initializers
template <int N> void f(int *p) { int x = N + 1; int y = N; long z = N * 2; int a[2] = {N, N + 1}; p[0] = x + y + z + a[0]; }
template <int N> struct C { int v = N * 2; void g(int *p) { int q = N - 1; p[0] = q; } };
void h(int *p) { f<3>(p); C<2> c; c.g(p); }
__global__ void k(int *p, int n) { p[0] = n; }
template <int N> void launch(int *p) { k<<<N, 32>>>(p, N); }
void h3(int *p) { launch<1>(p); launch<2>(p); }
