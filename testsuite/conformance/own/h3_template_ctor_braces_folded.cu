struct V { int a, b; __host__ __device__ V(int x, int y) : a(x), b(y) {} };
struct W { float f; __host__ __device__ W(float x) : f(x) {} };
template <typename T>
__global__ void k2(T *o, int x) { V w{-4, 5}; V u{1 + 2, x}; W z{-1.5f}; W y{2}; V s(-1, 2 * 3); o[0] = w.a + u.a + z.f + y.f + s.a; }
__global__ void k1(float *o, int x) { V w{-4, 5}; V u{1 + 2, x}; W z{-1.5f}; W y{2}; V s(-1, 2 * 3); o[0] = w.a + u.a + z.f + y.f + s.a; }
void h(float *o) { k2<<<1, 1>>>(o, 1); }
