// DESC: printf in kernel and host
#include <cstdio>
__global__ void k(int v) { printf("thread %d v=%d %f\n", threadIdx.x, v, 1.5); }
int main() { k<<<1, 4>>>(7); cudaDeviceSynchronize(); printf("done %s\n", "ok"); return 0; }
