// DESC: __attribute__((device)) between return type and name, plus trailing noinline on prototype
int __attribute__((device)) f(int x) __attribute__((noinline));
__device__ int f(int x) { return x; }
