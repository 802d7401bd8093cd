// DESC: cufe's own case (recorded with the real cudafe++ 13.5): GCC attributes of a function's type (const, noreturn, warn_unused_result, nonnull, sentinel) on a variable, data member, local, parameter or typedef warn #1142 with the declared type, once for several declarators; on a function pointer they apply; on a class or enumeration, and pure/nothrow/malloc anywhere but a function, "does not apply here" (#1835)
[[gnu::const]] int v = 1;
[[gnu::const]] __device__ int dv = 2;
__attribute__((const)) int w = 1;
[[gnu::noreturn]] __managed__ int m;
[[gnu::warn_unused_result]] __constant__ double c = 1;
[[gnu::nonnull]] int *p;
[[gnu::sentinel]] float s;
int after [[gnu::const]];
[[gnu::const]] int a = 1, b = 2;
struct S { [[gnu::const]] int member; };
[[gnu::const]] const S t{};
typedef int T [[gnu::const]];
void f([[gnu::const]] int param) { [[gnu::const]] int local; local = param; }
[[gnu::const]] int (*fp)(int);
struct [[gnu::const]] K { int a; };
enum [[gnu::const]] E { A };
__attribute__((pure)) int pv = 1;
[[gnu::nothrow]] int nv;
[[gnu::malloc]] int *mv;
[[gnu::const]] __device__ int twice(int x) { return 2 * x; }
__global__ void k(int *o) { o[0] = twice(dv); }
