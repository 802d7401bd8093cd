extern "C" {
__global__ void k(int *p) { *p = 1; }
