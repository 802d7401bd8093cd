[[gnu::noinline]] int a1(int x) { return x; }
[[gnu::always_inline]] inline int a2(int x) { return x; }
[[gnu::noinline, gnu::cold]] int a3(int x) { return x; }
[[gnu::__noinline__]] int a4(int x) { return x; }
[[gnu::noinline]] [[gnu::cold]] int a5(int x) { return x; }
[[gnu::pure]] int a6(int x) { return x; }
[[gnu::noinline]] __host__ __device__ int a7(int x) { return x; }
__device__ [[gnu::noinline]] int a8(int x) { return x; }
[[gnu::cold, gnu::noinline]] int a9(int x) { return x; }
[[gnu::noinline, gnu::device]] int b1(int x) { return x; }
[[gnu::device, gnu::noinline]] int b2(int x) { return x; }
__attribute__((noinline)) int b3(int x) { return x; }
__noinline__ int b4(int x) { return x; }
[[gnu::noinline]] __global__ void k(int *o) { o[0] = b1(1) + b2(2); }
