struct P { int a[4]; };
__global__ void k(__grid_constant__ const P p) {}
