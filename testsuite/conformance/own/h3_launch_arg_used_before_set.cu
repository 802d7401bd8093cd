struct C { int v; };
__global__ void k(float *p, int n) { p[0] = n; }
template <class T> __global__ void t(T *p, C c) { p[0] = c.v; }
__global__ void r(float *&p) {}
void a() { float *d; int n = 256; k<<<1, n>>>(d, n); }
void b() { float *d; C c; t<<<1, 1>>>(d, c); }
void c() { float *d; t<float><<<dim3(2, 1), 1, 0, 0>>>(d, C{1}); }
void e() { int n; float *d = 0; k<<<1, 1>>>(d, n); }
