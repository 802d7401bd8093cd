// DESC: a __managed__ local in device code is a pointer the host translation reads through the runtime check: static int *m = 0; each use wrapped
__global__ void k(int *p) { __managed__ int m; m = p[0]; p[1] = m; __managed__ float f, g; f = 1.0f; g = f; p[2] = (int)g; }
__device__ int d(int *p) { __managed__ unsigned u; u = 3; return u + p[0]; }
