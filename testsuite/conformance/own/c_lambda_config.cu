// DESC: launch config from lambda calls and ternaries
__global__ void k(int *p) { }
void h(int *p, int n) { auto blocks = [](int n) { return (n + 127) / 128; }; k<<<blocks(n), n > 128 ? 128 : n>>>(p); }
