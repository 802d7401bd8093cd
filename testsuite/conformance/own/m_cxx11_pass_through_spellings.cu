[[gnu::__cold__]] int a1(int x) { return x; }
[[ gnu :: cold ]] int a2(int x) { return x; }
[[gnu::aligned(16)]] int v1[4];
[[deprecated("no more")]] int a3(int x) { return x; }
[[nodiscard]] int a4(int x) { return x; }
[[maybe_unused]] static int v2 = 1;
[[gnu::visibility("default")]] int a5(int x) { return x; }
[[clang::foo]] int a6(int x) { return x; }
[[gnu::always_inline, gnu::device]] inline int a7(int x) { return x; }
[[gnu::host, gnu::noinline]] int a8(int x) { return x; }
[[gnu::__always_inline__]] inline int a9(int x) { return x; }
[[gnu::noinline, gnu::device, gnu::cold]] int b1(int x) { return x; }
[[gnu::device]] [[gnu::noinline]] int b2(int x) { return x; }
[[ using gnu : noinline ]] int b3(int x) { return x; }
[[using gnu: aligned(8)]] int v4;
struct S { [[gnu::noinline]] void m(); [[gnu::noinline]] __device__ void d() {} };
__global__ void k(int *o) { o[0] = b1(1) + b2(2) + a7(1); }
