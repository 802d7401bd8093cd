// FLAGS:
__managed__ int m __attribute__((aligned(16))) = 1;
__shared__ int s __attribute__((aligned(16)));
__global__ void k(int *p) { p[0] = m; }
