// FLAGS:
extern __constant__ int c;
int c;
__global__ void k(int *p) { p[0] = c; }
