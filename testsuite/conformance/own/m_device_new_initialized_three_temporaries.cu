__global__ void k(int *p) { int *q = new int(3); p[0] = *q; }
