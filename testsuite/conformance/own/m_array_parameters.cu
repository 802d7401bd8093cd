// DESC: an array parameter with further extents is a pointer to an array of them (const double c[][4][4] is const double (*)[4][4], mangled PA4_A4_Kd); the kernel's host definition keeps the written array form; the module id names the first function even when device-only
__device__ double lap(const double c[][4][4], double dx, int i) { return c[i][0][0] * dx; }
__global__ void k2(const double c[][4][4], double *p) { p[0] = c[0][0][0]; }
__global__ void k3(const double c[4], double *p) { p[0] = c[0]; }
__global__ void k4(int m[2][3], float *q[2]) { m[0][0] = 1; q[0][0] = 2.f; }
struct P { int x; };
__global__ void k5(P ps[3], unsigned char (*rows)[8]) { ps[0].x = rows[0][1]; }
double host_fn(double x) { return x * 2; }
int main() { return (int)host_fn(1.0); }
