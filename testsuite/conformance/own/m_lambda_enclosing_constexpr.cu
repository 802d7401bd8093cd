// DESC: in a lambda, a constexpr local of the enclosing function named as a launched kernel template argument is its value (k< T, 16>); in the function itself it stays a name
int plain(int x) { return x + 1; }
template <typename T, int B> __global__ void k(T *p) { p[0] = B; }
void a(float *p) { constexpr int A = 4; k<float, A><<<1, A>>>(p); }
template <typename T> void b(T *p) { constexpr int B = 8; k<T, B><<<1, B>>>(p); }
template <typename T> void c(T *p) { constexpr int C = 16; [&] { k<T, C><<<1, C>>>(p); }(); }
template <typename T> void d(T *p, int v) { [&] { if (v == 1) { constexpr int D = 32; return [&] { k<T, D><<<1, 1>>>(p); }(); } }(); }
void e(float *p) { constexpr int E = 64; [&] { k<float, E><<<1, E>>>(p); }(); }
void run(float *p) { b(p); c(p); d(p, 1); }
