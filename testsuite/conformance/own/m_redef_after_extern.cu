extern int x;
int x;
int x = 2;
__global__ void k() {}
