// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a deleted function that is no member (namespace scope, static, in a namespace, a friend, any execution space) is printed inline, after its storage; a member is not
void a(double) = delete;
__device__ void b(double) = delete;
__host__ __device__ void c(double) = delete;
namespace n { void d(int) = delete; }
static void f(float) = delete;
inline void g(char) = delete;
struct S { void m(int) = delete; S(const S &) = delete; S() = default; friend void fr(S) = delete; };
int keep(int x) { return x; }
