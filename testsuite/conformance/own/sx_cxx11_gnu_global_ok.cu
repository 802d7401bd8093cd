// DESC: [[gnu::global]] kernel launched from host
[[gnu::global]] void k(int *p) { p[0] = 1; }
void h(int *p) { k<<<1, 1>>>(p); }
