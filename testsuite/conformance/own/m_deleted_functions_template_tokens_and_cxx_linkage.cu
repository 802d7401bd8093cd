void a(double) = delete;
__device__ void b(double) = delete;
__host__ __device__ void c(double) = delete;
namespace n { void d(int) = delete; }
template <class T> void e(T) = delete;
static void f(float) = delete;
inline void g(char) = delete;
struct S { void m(int) = delete; S(const S &) = delete; S() = default; friend void fr(S) = delete; };
extern "C++" void h(long) = delete;
template <> void e<int>(int) = delete;
