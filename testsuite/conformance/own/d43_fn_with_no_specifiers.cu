square(int x) { return x * x; }

__global__ void k(int *p) { p[0] = 1; }
