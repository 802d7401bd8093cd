struct S { int a; float b; };
template <int N> __global__ void t1(float a[N], float b[], int n) { a[0] = b[0] + n; }
template <int N> __global__ void t2(float (*a)[N], int (&r)[4]) { a[0][0] = r[0]; }
template <class T> __global__ void t3(void (*fp)(T), int S::*pm, float S::*const q) { }
template <class T, int N> __global__ void t4(T (*a)[N][2], const T *const *pp) { }
template <class T> __global__ void d1(T (*a)[8], void (*cb)(T, int), T S::*m);
template <class T> __global__ void d1(T (*a)[8], void (*cb)(T, int), T S::*m) { }
template <class T> __global__ void sp(T *x, T (*y)[3]) { }
template <> __global__ void sp<int>(int *x, int (*y)[3]) { x[0] = y[0][0]; }
void launch() { t3<int><<<1, 1>>>(nullptr, &S::a, &S::b); d1<float><<<1, 1>>>(nullptr, nullptr, &S::b); }
