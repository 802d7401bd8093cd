__attribute__((global(1))) void k(int *p) { *p = 1; }
void h(int *p) { k<<<1,1>>>(p); }
[[gnu::device(1)]] int f1(int x) { return x; }
[[gnu::global(2)]] void k() {}
__attribute__((host(1), device)) int f2(int x) { return x; }
