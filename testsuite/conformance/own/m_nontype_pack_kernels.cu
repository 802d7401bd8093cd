// DESC: non-type template parameter packs: expanded in initializers as written ({N...}); kernel instances launched with explicit pack arguments are registered (k<(int)1, (int)2, (int)3 >, J...E in the mangled name)
template <int... N> __global__ void k(int *p) { int a[] = {N...}; p[0] = a[0]; }
template <typename T, unsigned... S> __global__ void k2(T *p) { }
void h(int *p) { k<1, 2, 3><<<1, 1>>>(p); k2<int, 4u, 5><<<1, 1>>>(p); }
template <int... N> void f(int *p) { int a[] = {N...}; long b[] = {N...}; p[0] = a[0]; }
void h2(int *p) { f<1, 2>(p); }
