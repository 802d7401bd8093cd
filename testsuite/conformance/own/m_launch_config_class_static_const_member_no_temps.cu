struct L { static const int blocks = 4; static void go(int *p); };
__global__ void k(int *p) { }
void L::go(int *p) { k<<<blocks, 32>>>(p); }
void h(int *p) { L::go(p); }
