// DESC: trailing __attribute__((noinline)) on a function definition
int f(int x) __attribute__((noinline)) { return x; }
