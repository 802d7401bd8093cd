// DESC: __attribute__((device, device)) duplicated within one group
__attribute__((device, device)) int f(int x) { return x; }
