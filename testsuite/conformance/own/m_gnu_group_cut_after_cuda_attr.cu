// DESC: cudafe++ cuts a GNU attribute group whose last entry is a CUDA attribute it removes (the closing parentheses and the space are lost); kept in the middle or first, the group is whole
__attribute__((device, unused)) int a1;
__attribute__((unused, device, used)) int a2;
__attribute__((aligned(8), device)) int a3;
__attribute__((unused)) __attribute__((device)) int a4;
__attribute__((unused, constant)) int a5;
__attribute__((unused, host, device)) int f1() { return 0; }
__global__ void k(int *p) { p[0] = a1 + a2 + a3 + a4 + a5; }
