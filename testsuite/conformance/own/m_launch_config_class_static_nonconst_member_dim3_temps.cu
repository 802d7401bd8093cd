struct L { static int blocks; static const int threads = 64; void go(int *p); };
int L::blocks = 2;
__global__ void k(int *p) { }
void L::go(int *p) { k<<<blocks, threads>>>(p); }
