struct S { int f() const __attribute__((noinline)) { return 0; } };
__global__ void k() {}
