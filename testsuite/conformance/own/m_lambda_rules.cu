// FLAGS: --extended-lambda
// DESC: extended lambda rules
template <typename F> __global__ void run(F f) { f(1); }
auto deduced() { run<<<1, 1>>>([] __device__ (int x) { return x; }); return 0; }
void init_cap() { int y = 1; run<<<1, 1>>>([z = y] __host__ __device__ (int x) { return x + z; }); }
void cexpr() { run<<<1, 1>>>([] __device__ (int x) constexpr { return x; }); }
void nested() { auto g = [](auto q) { run<<<1, 1>>>([] __device__ (int x) { return x; }); }; g(1); }
void nested_hd() { auto g = [] __host__ __device__ () { run<<<1, 1>>>([] __device__ (int x) { return x; }); }; }
struct { void m() { run<<<1, 1>>>([] __device__ (int x) { return x; }); } } anon_obj;
class Outer { class Inner { public: void m() { run<<<1, 1>>>([] __device__ (int x) { return x; }); } }; };
static void stat() { run<<<1, 1>>>([] __device__ (int x) { return x; }); }
void ok() { int y = 2; run<<<1, 1>>>([=] __device__ (int x) { return x + y; }); }
template <typename... A, typename... B> void packs(A... a) { run<<<1, 1>>>([] __device__ (int x) { return x; }); }
