__device__ int dv;
void g(int);
template <class T> void g2(T);
template <class T> T r1() { return dv; }
template <class T> int r2() { return (dv); }
template <class T> T r3() { return dv + 1; }
template <class T> T i1(T t) { T x = dv; int y = dv + t; T a[1] = {dv}; return x + y + a[0]; }
template <class T> bool c1(T t) { g2<T>(dv); g(dv); t = dv; return t == dv; }
template <class T> int c2(T t) { return t ? dv : 0; }
template <class T> T c3() { return (T)(dv) + static_cast<T>(dv) + sizeof(T) * dv; }
template <class T> void w1(T t) { dv = t; ++dv; --dv; dv++; }
template <class T> struct S { T get() const { return dv; } int twice() const { return dv * 2; } };
float u() { return r1<float>(); }
__global__ void k() {}
