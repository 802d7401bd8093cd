// DESC: trailing __attribute__((device)) on a namespace-scope function definition
int f(int x) __attribute__((device)) { return x; }
