// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a kernel template's device calls with two or more arguments read at run time make temporaries once per instance (launched or explicitly instantiated, the same instance launched twice counting once); a value parameter of the template is a constant
__device__ void g(int *a, int b) { a[0] = b; }
__device__ float f2(float x, float y) { return x + y; }
template <int N> __global__ void k(int *p, int n) { g(p, N); g(p + 1, n * 2); if (n) g(p, n); }
template <typename T> __global__ void t(T *p, T a, T b) { p[0] = f2(a, b); }
template __global__ void k<4>(int *, int);
void h(int *p, float *q, int n) { k<1><<<1, 1>>>(p, n); k<1><<<2, 1>>>(p, n); t<<<1, 1>>>(q, 1.0f, 2.0f); t<<<1, 1>>>(p, 1, n); }
