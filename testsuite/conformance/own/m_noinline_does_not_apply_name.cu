// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __noinline__ on a variable, data member or typedef does not apply (#1835), named "noinline" as EDG sees the keyword: __attribute__((noinline))
__noinline__ int v;
struct S { __noinline__ int m; };
__attribute__((noinline)) int w;
__noinline__ typedef int T;
