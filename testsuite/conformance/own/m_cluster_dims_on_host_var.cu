// FLAGS:
int __cluster_dims__(2,1,1) w = 1;
__global__ void k(int *p) { p[0] = 1; }
