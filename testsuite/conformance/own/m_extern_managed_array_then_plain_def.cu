// FLAGS:
extern __managed__ float m[4];
float m[4];
__global__ void k(float *p) { p[0] = m[0]; }
