// DESC: __attribute__((device)) spelled explicitly, called from host
__attribute__((device)) int dev(int x) { return x; }
int h() { return dev(1); }
