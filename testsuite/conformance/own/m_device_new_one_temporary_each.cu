__global__ void k(int *p) { int *q = new int; float *f = new float[3]; p[0] = *q + f[0]; }
__global__ void k2(int *p) { int *q = new int; p[0] = *q; }
