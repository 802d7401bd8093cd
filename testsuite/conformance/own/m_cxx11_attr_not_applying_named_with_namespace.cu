[[using gnu: noinline]] int v;
__global__ void k() {}
[[gnu::noinline]] __device__ int v2;
struct S { [[gnu::always_inline]] int m; };
__device__ void f([[gnu::noinline]] int x) {}
