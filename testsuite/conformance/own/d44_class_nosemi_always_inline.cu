struct A { int x; }
__device__ __attribute__((always_inline)) int f(int x) { return x; }
