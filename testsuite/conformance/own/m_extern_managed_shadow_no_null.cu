// FLAGS:
extern __managed__ int m;
__global__ void k(int *p) { p[0] = m; }
