void f() noexcept __attribute__((noinline)) {}
__global__ void k() {}
