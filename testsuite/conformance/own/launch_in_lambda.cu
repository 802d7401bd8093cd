// DESC: launch inside a host lambda
__global__ void k(int *p) { p[0] = 1; }
void h(int *p) { auto go = [=](int g) { k<<<g, 32>>>(p); }; go(2); auto go2 = [&]() { k<<<1, 1>>>(p); }; go2(); }
