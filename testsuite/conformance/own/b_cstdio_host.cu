// DESC: host printf/fprintf with kernel printf
#include <cstdio>
__global__ void k(float x) { if (threadIdx.x == 0) printf("x=%f blk=%d\n", x, blockIdx.x); }
int main() { k<<<2, 32>>>(3.5f); cudaError_t e = cudaDeviceSynchronize(); if (e != cudaSuccess) { fprintf(stderr, "err %s\n", cudaGetErrorString(e)); return 1; } return 0; }
